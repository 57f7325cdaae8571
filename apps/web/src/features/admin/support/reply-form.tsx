import { SUPPORT_LIMITS } from '@store/shared/schemas/support';
import clsx from 'clsx';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { useReplyToTicket } from './support-api';
import { useSupportErrorText } from './use-support-error-text';
import { useSupportT } from './use-support-t';

type ReplyStatus = 'answered' | 'waiting_for_customer';

const MAX = SUPPORT_LIMITS.messageMaxLength;

interface ReplyFormProps {
  ticketId: string;
  /** Tells the page the reply went out, for its notice. */
  onSent: (message: string) => void;
}

/**
 * The answer to the customer: "Send reply" marks the ticket answered, "Ask the customer"
 * waits for them. Checked here as the server checks it (not blank, at most 2000 characters).
 */
export function ReplyForm({ ticketId, onSent }: ReplyFormProps) {
  const { t } = useSupportT();
  const errorText = useSupportErrorText();
  const reply = useReplyToTicket();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const length = text.trim().length;

  const send = (status: ReplyStatus) => {
    const message = text.trim();
    if (message.length === 0) {
      setProblem(t('messages.messageRequired'));
      return;
    }
    if (message.length > MAX) {
      setProblem(t('messages.messageTooLong', { max: MAX }));
      return;
    }
    reply.mutate(
      { ticketId, message, status },
      {
        onSuccess: () => {
          setText('');
          onSent(t(status === 'answered' ? 'reply.sent' : 'reply.asked'));
        },
      },
    );
  };
  const sending = (status: ReplyStatus) => reply.isPending && reply.variables.status === status;

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        send('answered');
      }}
    >
      <Field
        label={t('reply.label')}
        error={problem}
        hint={
          <span className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <span>{t('reply.hint')}</span>
            <span
              className={clsx(
                'tabular-nums',
                length > MAX && 'font-semibold text-rose-700 dark:text-rose-300',
              )}
            >
              {t('reply.count', { count: length, max: MAX })}
            </span>
          </span>
        }
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            maxLength={MAX}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(undefined);
            }}
            className={inputClasses(Boolean(problem), 'h-auto min-h-32 resize-y py-2.5')}
          />
        )}
      </Field>
      {reply.isError ? (
        <Alert tone="error">
          {t('reply.failed')} {errorText(reply.error)}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          pending={sending('waiting_for_customer')}
          disabled={reply.isPending}
          onClick={() => {
            send('waiting_for_customer');
          }}
        >
          {t('reply.ask')}
        </Button>
        <Button type="submit" pending={sending('answered')} disabled={reply.isPending}>
          {t('reply.send')}
        </Button>
      </div>
    </form>
  );
}
