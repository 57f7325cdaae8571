import type { MessageSender, TicketMessage } from '@store/shared/schemas/support';
import clsx from 'clsx';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { useSupportT } from './use-support-t';

const BUBBLES: Record<MessageSender, string> = {
  user: 'mr-8 border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/60',
  AI: 'mr-8 border-violet-200 bg-violet-50 dark:border-violet-900 dark:bg-violet-950/40',
  staff: 'ml-8 border-brand-200 bg-brand-50 dark:border-brand-900 dark:bg-brand-950/40',
};

/**
 * The ticket's messages, oldest first, each labelled with who wrote it. Text is shown as
 * text, never as markup; messages arriving later are announced politely.
 */
export function Conversation({ messages }: { messages: readonly TicketMessage[] }) {
  const { t } = useSupportT();
  const formatDateTime = useFormatDateTime();
  if (messages.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('detail.noMessages')}</p>;
  }
  return (
    <ol
      aria-label={t('detail.conversation')}
      aria-live="polite"
      aria-relevant="additions"
      className="flex flex-col gap-3"
    >
      {messages.map((message) => (
        <li
          key={message._id}
          className={clsx('rounded-xl border px-4 py-3 text-sm', BUBBLES[message.sender])}
        >
          <p className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-600 dark:text-slate-400">
            <span className="font-semibold text-slate-900 dark:text-slate-100">
              {message.sender === 'staff' && message.senderName
                ? t('detail.staffNamed', { name: message.senderName })
                : t(`detail.sender.${message.sender}`)}
            </span>
            <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>
          </p>
          <p className="break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">
            {message.message}
          </p>
        </li>
      ))}
    </ol>
  );
}
