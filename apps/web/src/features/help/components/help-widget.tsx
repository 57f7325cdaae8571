import clsx from 'clsx';
import { ArrowLeft, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { HELP_TABS, useHelpWidgetStore, type HelpTab } from '../../../stores/help-widget';
import { Button } from '../../../ui/button';
import { useTabs } from '../../../ui/tabs';
import type { HelpContent, HelpTopicId } from '../content/types';
import { useHelpContent } from '../hooks/use-help-content';
import { useHelpLinks } from '../hooks/use-help-links';
import { useTopicTransition } from '../hooks/use-topic-transition';
import { ChatView } from './chat-view';
import { HelpLauncherButton } from './help-launcher-button';
import { HelpTabs } from './help-tabs';
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
 * a panel with home, history and help tabs, the help topics and a chat. Other pages open it
 * through the help widget store, and links through `?support=` and `?help=`.
 */
export function HelpWidget() {
  const content = useHelpContent();
  const open = useHelpWidgetStore((state) => state.open);
  const openWidget = useHelpWidgetStore((state) => state.openWidget);
  const closeWidget = useHelpWidgetStore((state) => state.closeWidget);
  const collapseWidget = useHelpWidgetStore((state) => state.collapseWidget);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useHelpLinks();

  // Focus goes back to the launcher only after the panel was closed from inside it.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcherRef.current?.focus();
  }, [open]);

  if (!content) return null;
  if (!open) {
    return (
      <HelpLauncherButton
        ref={launcherRef}
        onClick={() => {
          openWidget();
        }}
      />
    );
  }

  return (
    <HelpPanel
      content={content}
      onClose={() => {
        returnFocus.current = true;
        closeWidget();
      }}
      onCollapse={() => {
        returnFocus.current = true;
        collapseWidget();
      }}
    />
  );
}

interface HelpPanelProps {
  content: HelpContent;
  onClose: () => void;
  onCollapse: () => void;
}

/** The open widget: header, the tab's content (or a topic, or a chat) and the tab list. */
function HelpPanel({ content, onClose, onCollapse }: HelpPanelProps) {
  const { ui } = content;
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const tab = useHelpWidgetStore((state) => state.tab);
  const chat = useHelpWidgetStore((state) => state.chat);
  const topicRequest = useHelpWidgetStore((state) => state.topicRequest);
  const store = useHelpWidgetStore.getState;
  const [query, setQuery] = useState('');
  const topic = useTopicTransition();
  const { showTopic, resetTopic } = topic;

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  // A topic asked for by a link (`?help=`, an answer's source) runs the usual transition.
  useEffect(() => {
    if (!topicRequest) return;
    showTopic(topicRequest.topicId);
    store().takeTopicRequest();
  }, [topicRequest, showTopic, store]);

  const selectTab = (next: HelpTab) => {
    // Spec section 4: a tab change clears the topic and the chat.
    resetTopic();
    setQuery('');
    store().selectTab(next);
  };
  const tabs = useTabs({ ids: HELP_TABS, selected: tab, onSelect: selectTab });

  const startChat = (about?: { topicId?: HelpTopicId }) => {
    resetTopic();
    store().startChat(about);
  };

  const back = () => {
    if (chat) {
      store().leaveChat();
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
  const hasBack = chat !== null || shownTopic !== undefined;

  let body;
  if (chat) {
    body = (
      <ChatView
        key={chat.key}
        target={chat}
        ui={ui}
        onShowTopic={(topicId) => {
          store().openWidget({ kind: 'topic', topicId });
        }}
        onLeave={onClose}
      />
    );
  } else if (shownTopic) {
    body =
      topic.phase === 'hidden' ? null : (
        <TopicView
          topic={shownTopic}
          visible={topic.phase === 'visible'}
          labels={ui.topic}
          onContactSupport={() => {
            startChat({ topicId: shownTopic.id });
          }}
        />
      );
  } else if (tab === 'home') {
    body = (
      <HomeTab
        content={content}
        onChooseTopic={showTopic}
        onStartChat={() => {
          startChat();
        }}
      />
    );
  } else if (tab === 'history') {
    body = (
      <HistoryTab
        ui={ui}
        onStartChat={() => {
          startChat();
        }}
        onOpenTicket={(ticketId) => {
          store().openTicket(ticketId);
        }}
        onLeave={onClose}
      />
    );
  } else {
    body = (
      <SearchTab
        content={content}
        query={query}
        onQueryChange={setQuery}
        onChooseTopic={showTopic}
      />
    );
  }

  let title = ui.title;
  if (chat) title = chat.ticketId === null ? ui.chat.title : ui.chat.ticketTitle;

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
        <h2 id={titleId} className="min-w-0 flex-1 px-1 text-base font-bold">
          {hasBack ? (
            <span className="block truncate">{title}</span>
          ) : (
            // Spec section 4: with no topic or chat open, the header folds the widget away.
            <button
              type="button"
              aria-expanded="true"
              title={ui.collapse}
              onClick={onCollapse}
              className="block w-full truncate rounded text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {title}
            </button>
          )}
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
