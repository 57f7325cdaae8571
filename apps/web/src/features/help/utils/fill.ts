/**
 * Puts values into a text of the help content (`'Last message {date}'`). The help texts are a
 * document rather than an i18next namespace, so they carry their own simple placeholders.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
