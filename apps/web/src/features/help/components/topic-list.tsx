import { ChevronRight } from 'lucide-react';
import type { HelpTopic, HelpTopicId } from '../content/types';
import { FaqBadge } from './faq-badge';
import { StepIcon } from './step-icon';

interface TopicListProps {
  topics: readonly HelpTopic[];
  faqLabel: string;
  onChoose: (topicId: HelpTopicId) => void;
}

/** The help topics as buttons, each with its category and FAQ badge. */
export function TopicList({ topics, faqLabel, onChoose }: TopicListProps) {
  return (
    <ul className="flex flex-col gap-2">
      {topics.map((topic) => (
        <li key={topic.id}>
          <button
            type="button"
            onClick={() => {
              onChoose(topic.id);
            }}
            className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700 dark:hover:bg-slate-800"
          >
            {topic.steps[0] ? (
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
                <StepIcon name={topic.steps[0].icon} className="size-5" />
              </span>
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="block text-xs font-medium text-slate-500 uppercase dark:text-slate-400">
                {topic.category}
              </span>
              <span className="block text-sm font-semibold text-slate-900 dark:text-slate-100">
                {topic.title}
              </span>
            </span>
            {topic.isFaq ? <FaqBadge label={faqLabel} /> : null}
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          </button>
        </li>
      ))}
    </ul>
  );
}
