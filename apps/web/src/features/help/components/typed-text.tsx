import { useTypewriter } from '../hooks/use-typewriter';

/**
 * Text typed out character by character. Screen readers get the whole text at once rather
 * than one announcement per character.
 */
export function TypedText({ text }: { text: string }) {
  const typed = useTypewriter(text);
  if (typed.length >= text.length) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">{typed}</span>
      <span className="sr-only">{text}</span>
    </>
  );
}
