import clsx from 'clsx';
import { LifeBuoy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/button';
import type { HelpContent, HelpTopic } from '../content/types';
import { FaqBadge } from './faq-badge';
import { StepIcon } from './step-icon';

interface TopicViewProps {
  topic: HelpTopic;
  /** Faded in once the panel has grown (spec: the last step of the transition). */
  visible: boolean;
  labels: HelpContent['ui']['topic'];
  onContactSupport: () => void;
}

/** One help topic: description, numbered steps and, where given, when to contact support. */
export function TopicView({ topic, visible, labels, onContactSupport }: TopicViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The list item that was clicked is gone; the topic's heading takes the focus instead.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <article
      className={clsx(
        'flex flex-col gap-4 transition-opacity duration-300 motion-reduce:transition-none',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      <header className="flex flex-col gap-1">
        <p className="flex items-center gap-2 text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
          {topic.category}
          {topic.isFaq ? <FaqBadge label={labels.faq} /> : null}
        </p>
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold text-slate-900 outline-none dark:text-white"
        >
          {topic.title}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">{topic.description}</p>
      </header>

      <section className="flex flex-col gap-2">
        <h4 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{labels.steps}</h4>
        <ol className="flex flex-col gap-3">
          {topic.steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800"
            >
              <span className="relative grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
                <StepIcon name={step.icon} className="size-5" />
                <span className="absolute -top-1.5 -left-1.5 grid size-5 place-items-center rounded-full bg-brand-600 text-[0.65rem] font-bold text-white dark:bg-brand-500 dark:text-slate-950">
                  {index + 1}
                </span>
              </span>
              <div className="min-w-0">
                <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">
                  {step.title}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {topic.supportNote ? (
        <aside className="flex flex-col gap-2 rounded-xl bg-slate-100 p-3 dark:bg-slate-800/70">
          <p className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-slate-100">
            <LifeBuoy aria-hidden="true" className="size-4 text-brand-600 dark:text-brand-300" />
            {labels.needHelp}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-300">{topic.supportNote}</p>
          <Button size="sm" variant="secondary" className="self-start" onClick={onContactSupport}>
            {labels.chatWithUs}
          </Button>
        </aside>
      ) : null}
    </article>
  );
}
