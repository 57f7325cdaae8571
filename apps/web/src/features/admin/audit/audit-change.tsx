/** A value as the log shows it: text as it is, anything else as compact JSON. */
function show(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One line per field that changed: its name, the value before and the value after. */
export function changedFields(
  before: unknown,
  after: unknown,
): { field: string | null; before: string; after: string }[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    return [{ field: null, before: show(before ?? undefined), after: show(after ?? undefined) }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => show(was[field]) !== show(is[field]))
    .map((field) => ({ field, before: show(was[field]), after: show(is[field]) }));
}

/** An entry's before → after, field by field; `none` stands for a value that was not there. */
export function AuditChange({
  before,
  after,
  none,
}: {
  before: unknown;
  after: unknown;
  none: string;
}) {
  const lines = changedFields(before, after);
  if (lines.length === 0) return <span className="text-slate-400">{none}</span>;
  return (
    <ul className="flex flex-col gap-1">
      {lines.map((line) => (
        <li key={line.field ?? ''} className="flex flex-wrap items-baseline gap-x-1.5">
          {line.field ? (
            <span className="font-medium text-slate-700 dark:text-slate-300">{line.field}:</span>
          ) : null}
          <span className="font-mono text-xs break-all">
            <span className="text-rose-700 dark:text-rose-300">{line.before || none}</span>
            {' → '}
            <span className="text-emerald-700 dark:text-emerald-300">{line.after || none}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
