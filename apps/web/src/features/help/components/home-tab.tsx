import { MessageCircle } from 'lucide-react';
import type { HelpContent, HelpTopicId } from '../content/types';
import { TopicList } from './topic-list';

interface HomeTabProps {
  content: HelpContent;
  onChooseTopic: (topicId: HelpTopicId) => void;
  onStartChat: () => void;
}

// `starting:` styles animate the greeting in on mount with CSS alone; reduced motion skips it.
const INTRO =
  'motion-safe:transition-all motion-safe:duration-500 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0';

/** Home: a greeting, a card that opens a new chat and the topic list. */
export function HomeTab({ content, onChooseTopic, onStartChat }: HomeTabProps) {
  const { home, topic } = content.ui;
  return (
    <div className="flex flex-col gap-4">
      <div className={INTRO}>
        <p className="text-2xl font-bold text-slate-900 dark:text-white">{home.greeting}</p>
        <p className="text-base text-slate-600 dark:text-slate-300">{home.intro}</p>
      </div>
      <button
        type="button"
        onClick={onStartChat}
        className={`${INTRO} flex items-center gap-3 rounded-xl bg-brand-600 p-4 text-left text-white shadow-sm delay-100 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400`}
      >
        <MessageCircle aria-hidden="true" className="size-6 shrink-0" />
        <span>
          <span className="block font-semibold">{home.newChatTitle}</span>
          <span className="block text-sm">{home.newChatDescription}</span>
        </span>
      </button>
      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{home.topics}</h3>
        <TopicList topics={content.topics} faqLabel={topic.faq} onChoose={onChooseTopic} />
      </section>
    </div>
  );
}
