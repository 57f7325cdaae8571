import { SUPPORT_LIMITS } from '@store/shared/schemas/support';
import clsx from 'clsx';
import { SendHorizontal } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../ui/button';
import type { HelpContent } from '../content/types';
import type { SendOutcome } from '../hooks/use-conversation';
import { fill } from '../utils/fill';

/** The counter shows once a message nears the limit, and turns red past it. */
const COUNTER_FROM = SUPPORT_LIMITS.messageMaxLength - 200;

interface ChatComposerProps {
  labels: HelpContent['ui']['chat'];
  /** A message is on its way: another one waits until it has been stored. */
  busy: boolean;
  onSend: (text: string) => Promise<SendOutcome>;
}

/**
 * The chat's text box and send button. The box empties as the message goes; what was sent
 * shows in the chat only once the server has it, and comes back into the box if refused.
 */
export function ChatComposer({ labels, busy, onSend }: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const counterId = useId();
  const length = draft.trim().length;
  const showCounter = length >= COUNTER_FROM;

  const send = () => {
    const text = draft;
    if (busy || text.trim() === '') return;
    setDraft('');
    void onSend(text).then((outcome) => {
      // Not sent: the words are the customer's, so they come back unless a new draft is there.
      if (outcome !== 'sent') setDraft((current) => (current === '' ? text : current));
    });
  };

  // Enter sends; Shift+Enter keeps a line break; Enter while composing (IME) is not a send.
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="flex flex-col gap-1"
    >
      <div className="flex items-end gap-2">
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
          aria-describedby={showCounter ? counterId : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          className="min-h-10 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={labels.send}
          title={labels.send}
          pending={busy}
        >
          {busy ? null : <SendHorizontal aria-hidden="true" className="size-4" />}
        </Button>
      </div>
      {showCounter ? (
        <p
          id={counterId}
          className={clsx(
            'self-end text-xs tabular-nums',
            length > SUPPORT_LIMITS.messageMaxLength
              ? 'font-semibold text-rose-700 dark:text-rose-300'
              : 'text-slate-500 dark:text-slate-400',
          )}
        >
          {fill(labels.characters, { count: length, max: SUPPORT_LIMITS.messageMaxLength })}
        </p>
      ) : null}
    </form>
  );
}
