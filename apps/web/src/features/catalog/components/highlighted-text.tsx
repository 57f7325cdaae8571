import { highlightParts } from '../utils/highlight';

interface HighlightedTextProps {
  text: string;
  /** The search whose words are marked; nothing is marked without one. */
  query?: string;
}

/** A text with the words of a search marked, so customers see why a product matched. */
export function HighlightedText({ text, query }: HighlightedTextProps) {
  if (!query) return text;
  return highlightParts(text, query).map((part, index) =>
    part.match ? (
      <mark
        key={index}
        className="rounded-sm bg-amber-200/80 px-px text-inherit dark:bg-amber-400/30 dark:text-amber-50"
      >
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
