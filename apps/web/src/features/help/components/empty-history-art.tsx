/**
 * The empty History's picture: two speech bubbles over a soft disc. Decorative, so hidden
 * from assistive tech; drawn inline so it needs no request and follows the colour scheme.
 */
export function EmptyHistoryArt({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 160 120"
      className={className}
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="80" cy="64" r="52" className="fill-brand-50 dark:fill-brand-950" />
      <rect
        x="28"
        y="26"
        width="74"
        height="44"
        rx="12"
        className="fill-white stroke-brand-300 dark:fill-slate-900 dark:stroke-brand-700"
        strokeWidth="2"
      />
      <path d="M44 70 l-6 14 18 -14z" className="fill-white dark:fill-slate-900" />
      <rect
        x="40"
        y="40"
        width="46"
        height="6"
        rx="3"
        className="fill-brand-200 dark:fill-brand-800"
      />
      <rect
        x="40"
        y="52"
        width="30"
        height="6"
        rx="3"
        className="fill-brand-200 dark:fill-brand-800"
      />
      <rect
        x="66"
        y="58"
        width="68"
        height="40"
        rx="12"
        className="fill-brand-600 dark:fill-brand-500"
      />
      <path d="M118 98 l6 12 -18 -12z" className="fill-brand-600 dark:fill-brand-500" />
      <circle cx="86" cy="78" r="4" className="fill-white dark:fill-slate-950" />
      <circle cx="100" cy="78" r="4" className="fill-white dark:fill-slate-950" />
      <circle cx="114" cy="78" r="4" className="fill-white dark:fill-slate-950" />
    </svg>
  );
}
