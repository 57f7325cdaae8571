import type { Citation, HelpTopicId } from '@store/shared/schemas/support';
import clsx from 'clsx';
import { Bot, Headset, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { safeRedirectPath } from '../../../lib/auth-redirect';
import type { HelpContent } from '../content/types';
import { useHelpDates } from '../hooks/use-help-dates';
import { helpTopicOfLink } from '../hooks/use-help-links';
import type { ShownMessage } from '../utils/conversation';
import { TypedText } from './typed-text';

interface ChatMessageProps {
  entry: ShownMessage;
  labels: HelpContent['ui']['chat'];
  onShowTopic: (topicId: HelpTopicId) => void;
}

/**
 * One message of a chat. Its text is rendered as text, never as markup: whatever anyone
 * wrote shows exactly as written. An answer of the assistant that arrived while the chat was
 * open is typed out (spec section 4); its sources follow as links.
 */
export function ChatMessageItem({ entry, labels, onShowTopic }: ChatMessageProps) {
  const { message, live } = entry;
  const dates = useHelpDates();
  const mine = message.sender === 'user';
  let author = labels.you;
  if (message.sender === 'AI') author = labels.assistant;
  if (message.sender === 'staff') {
    author = message.senderName ? `${message.senderName} · ${labels.staff}` : labels.staff;
  }

  return (
    <li
      className={clsx(
        'flex max-w-[85%] flex-col gap-1',
        mine ? 'self-end items-end' : 'self-start',
      )}
    >
      <span className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
        {message.sender === 'AI' ? <Bot aria-hidden="true" className="size-3.5" /> : null}
        {message.sender === 'staff' ? <Headset aria-hidden="true" className="size-3.5" /> : null}
        {author}
        <time dateTime={message.createdAt} className="sr-only">
          {dates.moment(message.createdAt)}
        </time>
      </span>
      <p
        className={clsx(
          'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
          mine
            ? 'rounded-br-sm bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950'
            : 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        {message.sender === 'AI' && live ? <TypedText text={message.text} /> : message.text}
      </p>
      {message.citations.length > 0 ? (
        <Citations citations={message.citations} label={labels.sources} onShowTopic={onShowTopic} />
      ) : null}
    </li>
  );
}

interface CitationsProps {
  citations: readonly Citation[];
  label: string;
  onShowTopic: (topicId: HelpTopicId) => void;
}

/** Where an answer came from: links into the store; a help topic opens right in the widget. */
function Citations({ citations, label, onShowTopic }: CitationsProps) {
  return (
    <div className="flex flex-col gap-1 text-xs">
      <span className="font-semibold text-slate-600 dark:text-slate-300">{label}</span>
      <ul className="flex flex-col gap-1">
        {citations.map((citation) => {
          // Only paths of the store become links; anything else is named, not followed.
          const path = safeRedirectPath(citation.url);
          const topicId = path ? helpTopicOfLink(path) : null;
          return (
            <li key={`${citation.kind}:${citation.id}`} className="flex items-center gap-1">
              <Link2 aria-hidden="true" className="size-3.5 shrink-0 text-slate-400" />
              {path ? (
                <Link
                  to={path}
                  onClick={(event) => {
                    if (!topicId) return;
                    event.preventDefault();
                    onShowTopic(topicId);
                  }}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
                >
                  {citation.title}
                </Link>
              ) : (
                <span>{citation.title}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
