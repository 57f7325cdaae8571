import clsx from 'clsx';
import { Bot, SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { REPLY_DELAY_MS } from '../constants';
import type { HelpContent } from '../content/types';
import { TypedText } from './typed-text';

/** A chat message as shown (spec section 3). */
interface ChatMessage {
  id: number;
  text: string;
  sender: 'user' | 'AI';
  createdAt: Date;
}

interface ChatViewProps {
  labels: HelpContent['ui']['chat'];
}

/**
 * A new chat. Biggie AI Assistant is not connected yet, so every message is answered,
 * honestly, with a note that it is unavailable and a pointer to the help topics.
 */
export function ChatView({ labels }: ChatViewProps) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [pendingReplies, setPendingReplies] = useState(0);
  const nextId = useRef(0);
  const timers = useRef<number[]>([]);
  const listRef = useRef<HTMLOListElement>(null);
  const inputId = useId();

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((id) => {
        window.clearTimeout(id);
      });
    };
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pendingReplies]);

  const addMessage = (text: string, sender: ChatMessage['sender']) => {
    const message = { id: nextId.current++, text, sender, createdAt: new Date() };
    setMessages((current) => [...current, message]);
  };

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    addMessage(text, 'user');
    setDraft('');
    setPendingReplies((count) => count + 1);
    timers.current.push(
      window.setTimeout(() => {
        setPendingReplies((count) => count - 1);
        addMessage(labels.unavailable, 'AI');
      }, REPLY_DELAY_MS),
    );
  };

  // Enter sends; Shift+Enter keeps a line break; Enter while composing (IME) is not a send.
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <ol
        ref={listRef}
        role="log"
        aria-label={labels.title}
        className="flex max-h-[592px] min-h-0 flex-1 flex-col gap-3 overflow-y-auto"
      >
        {messages.length === 0 ? (
          <li className="text-center text-sm text-slate-500 dark:text-slate-400">{labels.intro}</li>
        ) : null}
        {messages.map((message) => (
          <li
            key={message.id}
            className={clsx(
              'flex max-w-[85%] flex-col gap-1',
              message.sender === 'user' ? 'self-end items-end' : 'self-start',
            )}
          >
            <span className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400">
              {message.sender === 'AI' ? <Bot aria-hidden="true" className="size-3.5" /> : null}
              {message.sender === 'user' ? labels.you : labels.assistant}
            </span>
            <p
              className={clsx(
                'rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap',
                message.sender === 'user'
                  ? 'rounded-br-sm bg-brand-600 text-white dark:bg-brand-500 dark:text-slate-950'
                  : 'rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
              )}
            >
              {message.sender === 'AI' ? <TypedText text={message.text} /> : message.text}
            </p>
          </li>
        ))}
        {pendingReplies > 0 ? (
          <li className="flex w-2/3 flex-col gap-1 self-start" role="status">
            <span className="text-xs text-slate-500 dark:text-slate-400">{labels.typing}</span>
            <div className="flex flex-col gap-1.5 rounded-2xl rounded-bl-sm bg-slate-100 p-3 dark:bg-slate-800">
              <Skeleton className="h-2.5 w-full" />
              <Skeleton className="h-2.5 w-2/3" />
            </div>
          </li>
        ) : null}
      </ol>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
        className="flex items-end gap-2"
      >
        <label htmlFor={inputId} className="sr-only">
          {labels.message}
        </label>
        <textarea
          id={inputId}
          value={draft}
          rows={2}
          // The chat was opened on purpose; typing should start at once.
          autoFocus
          placeholder={labels.placeholder}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          className="min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        <Button type="submit" size="icon" aria-label={labels.send} title={labels.send}>
          <SendHorizontal aria-hidden="true" className="size-4" />
        </Button>
      </form>
    </div>
  );
}
