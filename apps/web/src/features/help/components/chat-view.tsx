import { SUPPORT_MESSAGES, type HelpTopicId } from '@store/shared/schemas/support';
import { Info, LogIn, UserRoundCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../../../stores/auth';
import type { ChatTarget } from '../../../stores/help-widget';
import { Alert } from '../../../ui/alert';
import { Button, buttonClasses } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import type { HelpContent } from '../content/types';
import { useConversation } from '../hooks/use-conversation';
import { useHelpDates } from '../hooks/use-help-dates';
import { SUPPORT_PARAM } from '../constants';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { fill } from '../utils/fill';
import { supportErrorText } from '../utils/support-error-text';
import { ChatComposer } from './chat-composer';
import { ChatMessageItem } from './chat-message';

interface ChatViewProps {
  target: ChatTarget;
  ui: HelpContent['ui'];
  onShowTopic: (topicId: HelpTopicId) => void;
  /** Going to the sign-in page closes the widget so the page is not covered. */
  onLeave: () => void;
}

/**
 * A chat in the widget: a new one with Biggie AI Assistant, or a ticket from the History tab
 * or a link. A ticket belongs to an account, so a guest is asked to sign in first, and comes
 * back to it afterwards.
 */
export function ChatView({ target, ui, onShowTopic, onLeave }: ChatViewProps) {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const { pathname } = useLocation();

  if (target.ticketId !== null && !isLoggedIn) {
    return (
      <StatePanel icon={LogIn} title={ui.chat.signInTitle} description={ui.chat.signInDescription}>
        <Link
          to="/login"
          state={{ from: `${pathname}?${SUPPORT_PARAM}=${encodeURIComponent(target.ticketId)}` }}
          onClick={onLeave}
          className={buttonClasses()}
        >
          {ui.chat.signIn}
        </Link>
      </StatePanel>
    );
  }
  return <Conversation target={target} ui={ui} onShowTopic={onShowTopic} />;
}

function Conversation({ target, ui, onShowTopic }: Omit<ChatViewProps, 'onLeave'>) {
  const labels = ui.chat;
  const conversation = useConversation(target);
  const dates = useHelpDates();
  const { messages, ticket, answerBy, pending, refusal, joinRefusal } = conversation;
  const errorText = (message: string) => supportErrorText(ui.errors, message);
  const restoring =
    target.ticketId !== null && conversation.restoredFrom === 'nothing' && messages.length === 0;
  const failed = restoring && (joinRefusal !== null || conversation.loadFailed !== null);
  const { scrollerRef, contentRef } = useStickToBottom<HTMLDivElement, HTMLOListElement>(!failed);

  if (restoring && (joinRefusal || conversation.loadFailed === 'missing')) {
    return (
      <StatePanel
        variant="error"
        title={errorText(joinRefusal ?? SUPPORT_MESSAGES.ticketNotFound)}
      />
    );
  }
  if (restoring && conversation.loadFailed === 'failed') {
    return (
      <StatePanel variant="error" title={labels.loadError}>
        <Button onClick={conversation.retryLoad}>{labels.retry}</Button>
      </StatePanel>
    );
  }

  let progress: string | null = null;
  if (pending) progress = pending.waiting ? labels.waiting : labels.sending;
  else if (conversation.status === 'disconnected') progress = labels.reconnecting;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div
        ref={scrollerRef}
        role="log"
        aria-label={labels.title}
        aria-busy={restoring || undefined}
        className="flex max-h-[592px] min-h-0 flex-1 flex-col overflow-y-auto"
      >
        <ol ref={contentRef} className="flex flex-col gap-3">
          {target.orderId ? (
            <li className="flex items-center justify-center gap-1.5 text-center text-xs font-medium text-slate-600 dark:text-slate-300">
              <Info aria-hidden="true" className="size-3.5" />
              {fill(labels.aboutOrder, { id: target.orderId })}
            </li>
          ) : null}
          {restoring ? (
            <li className="flex flex-col gap-2">
              <span role="status" className="sr-only">
                {labels.loading}
              </span>
              <Skeleton className="h-10 w-2/3" />
              <Skeleton className="h-10 w-1/2 self-end" />
            </li>
          ) : null}
          {!restoring && messages.length === 0 ? (
            <li className="text-center text-sm text-slate-500 dark:text-slate-400">
              {labels.intro}
            </li>
          ) : null}
          {messages.map((entry) => (
            <ChatMessageItem
              key={entry.message._id}
              entry={entry}
              labels={labels}
              onShowTopic={onShowTopic}
            />
          ))}
          {ticket?.withStaff && answerBy ? (
            <li className="flex items-start gap-2 self-center rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-950/60 dark:text-brand-100">
              <UserRoundCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {fill(labels.handedOff, { date: dates.day(answerBy) })}
            </li>
          ) : null}
          {conversation.typing ? (
            <li className="flex w-2/3 flex-col gap-1 self-start" role="status">
              <span className="text-xs text-slate-500 dark:text-slate-400">{labels.typing}</span>
              <div className="flex flex-col gap-1.5 rounded-2xl rounded-bl-sm bg-slate-100 p-3 dark:bg-slate-800">
                <Skeleton className="h-2.5 w-full" />
                <Skeleton className="h-2.5 w-2/3" />
              </div>
            </li>
          ) : null}
        </ol>
      </div>

      {refusal ? (
        <Alert tone="error">
          <div className="flex items-start justify-between gap-2">
            <span>{errorText(refusal)}</span>
            <button
              type="button"
              onClick={conversation.dismissRefusal}
              className="shrink-0 text-xs font-semibold underline underline-offset-2"
            >
              {labels.dismiss}
            </button>
          </div>
        </Alert>
      ) : null}
      <p role="status" className="min-h-4 text-xs text-slate-500 dark:text-slate-400">
        {progress}
      </p>

      <ChatComposer labels={labels} busy={pending !== null} onSend={conversation.send} />
    </div>
  );
}
