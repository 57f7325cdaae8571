import { zodResolver } from '@hookform/resolvers/zod';
import { CreateTicketBody, SUPPORT_LIMITS, TICKET_CATEGORIES } from '@store/shared/schemas/support';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { openHelpWidget } from '../../../stores/help-widget';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field, inputClasses } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import { useCreateTicket } from '../api/create-ticket';
import type { HelpContent } from '../content/types';
import { fill } from '../utils/fill';
import { supportErrorText } from '../utils/support-error-text';
import { ticketProblemOf, TICKET_FIELDS, type TicketField } from '../utils/ticket-problem';
import { FormSent } from '../../../ui/form-sent';

/** What the form asks, with the server's rules; the message id is added when it is sent. */
const TicketFormValues = CreateTicketBody.pick({ topic: true, message: true }).extend({
  category: z.enum(TICKET_CATEGORIES),
});
type TicketFormInput = z.input<typeof TicketFormValues>;

const EMPTY: TicketFormInput = { category: 'other', topic: '', message: '' };

/**
 * The contact page's ticket for signed-in customers: category, topic and message, checked
 * with the server's own schema, then opened for a person of the support team. The ticket
 * lives on in the help widget's History, where this form offers to open it.
 */
export function TicketForm({ ui }: { ui: HelpContent['ui'] }) {
  const labels = ui.ticketForm;
  const creating = useCreateTicket();
  // One id per ticket written, so sending the same form twice is recognised as one.
  const [clientMessageId, setClientMessageId] = useState(() => crypto.randomUUID());
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TicketFormInput, unknown, z.output<typeof TicketFormValues>>({
    resolver: zodResolver(TicketFormValues),
    defaultValues: EMPTY,
  });
  const message = useWatch({ control, name: 'message' });
  const errorOf = (name: TicketField) => {
    const text = errors[name]?.message;
    return text ? supportErrorText(ui.errors, text) : undefined;
  };

  const onSubmit = handleSubmit((values) => {
    creating.mutate(
      { ...values, clientMessageId },
      {
        onError: (error) => {
          const problem = ticketProblemOf(error);
          if (problem.kind !== 'fields') return;
          const refused = TICKET_FIELDS.filter((name) => problem.fields[name]);
          refused.forEach((name, index) => {
            setError(name, { message: problem.fields[name] }, { shouldFocus: index === 0 });
          });
        },
      },
    );
  });

  if (creating.isSuccess) {
    return (
      <FormSent
        title={labels.sentTitle}
        message={labels.sent}
        next={{
          label: labels.open,
          onClick: () => {
            openHelpWidget({ kind: 'ticket', ticketId: creating.data._id });
          },
        }}
        againLabel={labels.another}
        onAgain={() => {
          creating.reset();
          reset(EMPTY);
          setClientMessageId(crypto.randomUUID());
        }}
      />
    );
  }

  const problem = creating.isError ? ticketProblemOf(creating.error) : null;
  let problemText: string | null = null;
  if (problem?.kind === 'fields') problemText = labels.checkFields;
  if (problem?.kind === 'network') problemText = labels.network;
  if (problem?.kind === 'message') problemText = supportErrorText(ui.errors, problem.message);

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={creating.isPending}
      className="flex flex-col gap-5"
    >
      {problemText ? <Alert tone="error">{problemText}</Alert> : null}
      <Field label={labels.category} required>
        {(fieldControl) => (
          <select {...fieldControl} {...register('category')} className={inputClasses()}>
            {TICKET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {ui.categories[category]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={labels.topic}
        error={errorOf('topic')}
        required
        maxLength={SUPPORT_LIMITS.topicMaxLength}
        autoComplete="off"
        {...register('topic')}
      />
      <Field
        label={labels.message}
        error={errorOf('message')}
        required
        hint={fill(ui.chat.characters, {
          count: message.trim().length,
          max: SUPPORT_LIMITS.messageMaxLength,
        })}
      >
        {(fieldControl) => (
          <textarea
            {...fieldControl}
            {...register('message')}
            rows={6}
            className={inputClasses(Boolean(errors.message), 'min-h-32 resize-y py-2.5')}
          />
        )}
      </Field>
      <div>
        <Button type="submit" pending={creating.isPending} className="w-full sm:w-auto">
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
