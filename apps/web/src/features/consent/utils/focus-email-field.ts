/** The sign-in pages whose e-mail field takes the focus once the visitor has chosen (spec section 2). */
const EMAIL_FIRST_PATHS = new Set(['/login', '/register']);
const EMAIL_FIELD = 'main input[type="email"], #email';
// The form of a lazily loaded page may arrive a moment after the choice.
const WAIT_MS = 3000;

/**
 * On /login or /register, focuses the e-mail field, waiting briefly for it to appear.
 * Returns a cancel function (for a page left before the field came).
 */
export function focusEmailField(pathname: string): () => void {
  if (!EMAIL_FIRST_PATHS.has(pathname.replace(/\/+$/, '') || '/')) return () => undefined;

  const tryFocus = () => {
    const field = document.querySelector<HTMLInputElement>(EMAIL_FIELD);
    field?.focus();
    return field !== null;
  };
  if (tryFocus()) return () => undefined;

  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(stop, WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
