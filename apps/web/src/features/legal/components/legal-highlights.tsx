import {
  BadgeCheck,
  Clock,
  CreditCard,
  Headset,
  LockKeyhole,
  RotateCcw,
  Undo2,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import type { HighlightIcon, LegalHighlight } from '../content/types';

const ICONS: Record<HighlightIcon, LucideIcon> = {
  returns: RotateCcw,
  refund: Undo2,
  delivery: Clock,
  support: Headset,
  card: CreditCard,
  lock: LockKeyhole,
  consent: BadgeCheck,
  rights: UserCheck,
};

/** The key facts of a document as a row of cards above the full text. */
export function LegalHighlights({
  title,
  highlights,
}: {
  title: string;
  highlights: readonly LegalHighlight[];
}) {
  return (
    <section aria-labelledby="highlights-title" className="mt-10">
      <h2 id="highlights-title" className="sr-only">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {highlights.map((highlight) => {
          const Icon = ICONS[highlight.icon];
          return (
            <li
              key={highlight.title}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300"
              >
                <Icon className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900 dark:text-white">{highlight.title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{highlight.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
