/**
 * Seconds left as the spec's countdown shows them: hours, minutes and seconds (`1:02:03`),
 * or minutes and seconds under an hour (`14:59`); null once nothing is left ('Expired').
 */
export function formatCountdown(secondsLeft: number): string | null {
  if (secondsLeft <= 0) return null;
  const hours = Math.floor(secondsLeft / 3600);
  const minutes = Math.floor((secondsLeft % 3600) / 60);
  const seconds = secondsLeft % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
