export function FaqBadge({ label }: { label: string }) {
  return (
    <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
      {label}
    </span>
  );
}
