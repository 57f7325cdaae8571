import { searchHelpTopics } from '@store/shared/rules/help-search';
import { Search } from 'lucide-react';
import { useId } from 'react';
import type { HelpContent, HelpTopicId } from '../content/types';
import { TopicList } from './topic-list';

interface SearchTabProps {
  content: HelpContent;
  query: string;
  onQueryChange: (query: string) => void;
  onChooseTopic: (topicId: HelpTopicId) => void;
}

/** Help: a search box over the topics and the topics that match every typed word. */
export function SearchTab({ content, query, onQueryChange, onChooseTopic }: SearchTabProps) {
  const { search, topic } = content.ui;
  const inputId = useId();
  const topics = searchHelpTopics(content.topics, query);

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="sr-only">
        {search.label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={search.placeholder}
          onChange={(event) => {
            onQueryChange(event.target.value);
          }}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
      </div>
      {topics.length > 0 ? (
        <TopicList topics={topics} faqLabel={topic.faq} onChoose={onChooseTopic} />
      ) : (
        <p role="status" className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">
          {search.noResults}
        </p>
      )}
    </div>
  );
}
