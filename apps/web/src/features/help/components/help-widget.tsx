import clsx from 'clsx';
import { ArrowLeft, CircleHelp, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/button';
import { useTabs } from '../../../ui/tabs';
import type { HelpContent, HelpTopicId } from '../content/types';
import { useHelpContent } from '../hooks/use-help-content';
import { useTopicTransition } from '../hooks/use-topic-transition';
import { ChatView } from './chat-view';
import { HELP_TABS, HelpTabs, type HelpTab } from './help-tabs';
import { HistoryTab } from './history-tab';
import { HomeTab } from './home-tab';
import { SearchTab } from './search-tab';
import { TopicView } from './topic-view';

// Spec section 9: 450×650, or 600×700 while a topic is shown; phones get the full width.
const PANEL_SIZE = {
  list: 'sm:w-[450px] sm:h-[650px]',
  topic: 'sm:w-[600px] sm:h-[700px]',
} as const;

/**
 * The help widget shown on every page: a 70 px round button at the bottom right that opens
 * a panel with home, history and help tabs, the help topics and a chat.
 */
export function HelpWidget() {
  const content = useHelpContent();
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // Focus goes back to the launcher only after a close, not on the first render.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcherRef.current?.focus();
  }, [open]);

  if (!content) return null;

  if (!open) {
    return (
      <button
        ref={launcherRef}
        type="button"
        aria-label={content.ui.openHelp}
        title={content.ui.openHelp}
        onClick={() => {
          setOpen(true);
        }}
        className="fixed right-4 bottom-4 z-40 grid size-[70px] place-items-center rounded-full bg-brand-600 text-white shadow-lg transition-transform hover:scale-105 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none sm:right-6 sm:bottom-6 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
      >
        <CircleHelp aria-hidden="true" className="size-8" />
      </button>
    );
  }

  return (
    <HelpPanel
      content={content}
      onClose={() => {
        returnFocus.current = true;
        setOpen(false);
      }}
    />
  );
}

interface HelpPanelProps {
  content: HelpContent;
  onClose: () => void;
}

/** The open widget. Unmounting it on close is what resets it to the home tab. */
function HelpPanel({ content, onClose }: HelpPanelProps) {
  const { ui } = content;
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const [tab, setTab] = useState<HelpTab>('home');
  const [query, setQuery] = useState('');
  const [chatOpen, setChatOpen] = useState(false);
  const topic = useTopicTransition();

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  const selectTab = (next: HelpTab) => {
    // Spec section 4: a tab change clears the topic and the chat.
    topic.resetTopic();
    setChatOpen(false);
    setQuery('');
    setTab(next);
  };
  const tabs = useTabs({ ids: HELP_TABS, selected: tab, onSelect: selectTab });

  const startChat = () => {
    topic.resetTopic();
    setChatOpen(true);
  };

  const chooseTopic = (topicId: HelpTopicId) => {
    topic.showTopic(topicId);
  };

  const back = () => {
    if (chatOpen) {
      setChatOpen(false);
      return;
    }
    topic.hideTopic();
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const shownTopic = content.topics.find((entry) => entry.id === topic.topicId);
  const hasBack = chatOpen || shownTopic !== undefined;

  let body;
  if (chatOpen) {
    body = <ChatView labels={ui.chat} />;
  } else if (shownTopic) {
    body =
      topic.phase === 'hidden' ? null : (
        <TopicView
          topic={shownTopic}
          visible={topic.phase === 'visible'}
          labels={ui.topic}
          onContactSupport={startChat}
        />
      );
  } else if (tab === 'home') {
    body = <HomeTab content={content} onChooseTopic={chooseTopic} onStartChat={startChat} />;
  } else if (tab === 'history') {
    body = <HistoryTab labels={ui.history} onStartChat={startChat} onLeave={onClose} />;
  } else {
    body = (
      <SearchTab
        content={content}
        query={query}
        onQueryChange={setQuery}
        onChooseTopic={chooseTopic}
      />
    );
  }

  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      data-size={shownTopic ? 'topic' : 'list'}
      className={clsx(
        'fixed inset-x-0 bottom-0 z-40 flex h-[85dvh] flex-col overflow-hidden rounded-t-2xl border border-slate-200 bg-white shadow-2xl outline-none transition-[width,height] duration-300 motion-reduce:transition-none sm:inset-x-auto sm:right-6 sm:bottom-6 sm:max-h-[calc(100dvh-3rem)] sm:max-w-[calc(100vw-3rem)] sm:rounded-2xl dark:border-slate-800 dark:bg-slate-950',
        shownTopic ? PANEL_SIZE.topic : PANEL_SIZE.list,
      )}
    >
      <header className="flex items-center gap-2 bg-brand-600 px-3 py-3 text-white dark:bg-brand-700">
        {hasBack ? (
          <Button
            variant="inverseOutline"
            size="icon"
            aria-label={ui.back}
            title={ui.back}
            onClick={back}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </Button>
        ) : null}
        <h2 id={titleId} className="flex-1 truncate px-1 text-base font-bold">
          {chatOpen ? ui.chat.title : ui.title}
        </h2>
        <Button
          variant="inverseOutline"
          size="icon"
          aria-label={ui.close}
          title={ui.close}
          onClick={onClose}
        >
          <X aria-hidden="true" className="size-5" />
        </Button>
      </header>

      <div {...tabs.panelProps} className="flex min-h-0 flex-1 flex-col overflow-y-auto p-4">
        {body}
      </div>

      <HelpTabs labels={ui} selected={tab} tabs={tabs} />
    </section>
  );
}
