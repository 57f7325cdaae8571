import clsx from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions as disclosure buttons (WAI-ARIA accordion pattern): Enter or Space on a question
 * shows or hides its answer, and several answers may be open at once.
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <div className="max-w-4xl divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map(({ id, question, answer }) => {
        const expanded = open.has(id);
        const buttonId = `${baseId}-${id}-question`;
        const panelId = `${baseId}-${id}-answer`;
        return (
          <div key={id}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => {
                  toggle(id);
                }}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6 dark:text-white dark:hover:bg-slate-800/60"
              >
                {question}
                <ChevronDown
                  aria-hidden="true"
                  className={clsx(
                    'size-5 shrink-0 text-slate-500 transition-transform dark:text-slate-400',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <div
              id={panelId}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-600 sm:px-6 dark:text-slate-300"
            >
              <p className="max-w-3xl">{answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
