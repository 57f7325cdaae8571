/** One run of a legal text: plain words, a link or a technical name. */
export type InlineSegment =
  | { type: 'text'; text: string }
  | { type: 'link'; label: string; href: string }
  | { type: 'code'; text: string };

// A marked link, a name in backticks, or a bare e-mail address (a trailing full stop is not
// part of the address).
const INLINE_MARK =
  /\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`|([\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})/gi;

/** Splits a legal text into its runs; text without marks comes back as one text run. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARK)) {
    const [whole, label, href, code, email] = match;
    if (match.index > last) segments.push({ type: 'text', text: text.slice(last, match.index) });
    if (label !== undefined && href !== undefined) segments.push({ type: 'link', label, href });
    else if (code !== undefined) segments.push({ type: 'code', text: code });
    else if (email !== undefined)
      segments.push({ type: 'link', label: email, href: `mailto:${email}` });
    last = match.index + whole.length;
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) });
  return segments;
}
