import { DUPLICATE_SUBSCRIPTION_CODE, NewsletterEmail } from '@store/shared/schemas/contact';
import clsx from 'clsx';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-error';
import { useAuthStore } from '../../../stores/auth';
import { Button } from '../../../ui/button';
import { inputClasses } from '../../../ui/field';
import { useSubscribeToNewsletter } from '../api/subscribe-to-newsletter';

type Outcome = 'invalidEmail' | 'subscribed' | 'duplicate' | 'failed';

function outcomeOf(error: unknown): Outcome {
  return error instanceof ApiRequestError && error.code === DUPLICATE_SUBSCRIPTION_CODE
    ? 'duplicate'
    : 'failed';
}

/**
 * The footer's newsletter sign-up: idle, sending, then subscribed with the form disabled
 * (spec section 5). The address is checked here first, so a typo never reaches the server;
 * a signed-in customer's sign-up is linked to their account.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const userId = useAuthStore((state) => (state.isLoggedIn ? state.user?._id : undefined));
  const subscribe = useSubscribeToNewsletter();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();
  const subscribed = outcome === 'subscribed';
  const invalid = outcome === 'invalidEmail';

  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    const parsed = NewsletterEmail.safeParse(email);
    if (!parsed.success) {
      setOutcome('invalidEmail');
      inputRef.current?.focus();
      return;
    }
    setOutcome(null);
    subscribe.mutate(
      { email: parsed.data, userId },
      {
        onSuccess: () => {
          setOutcome('subscribed');
        },
        onError: (error) => {
          setOutcome(outcomeOf(error));
        },
      },
    );
  };

  const tone = outcome === 'subscribed' || outcome === 'duplicate' ? 'success' : 'error';

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {t('preferences.newsletter.email')}
      </label>
      <fieldset disabled={subscribed} className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email}
          placeholder={t('preferences.newsletter.placeholder')}
          aria-invalid={invalid || undefined}
          aria-describedby={outcome ? messageId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setOutcome(null);
          }}
          className={inputClasses(invalid, 'min-w-0 sm:flex-1')}
        />
        <Button type="submit" pending={subscribe.isPending} className="h-11 shrink-0">
          {t('preferences.newsletter.submit')}
        </Button>
      </fieldset>
      {/* Always present, so screen readers announce each new message placed in it. */}
      <div aria-live="polite" aria-atomic="true">
        {outcome ? (
          <p
            id={messageId}
            className={clsx(
              'flex items-start gap-1.5 text-sm font-medium',
              tone === 'success'
                ? 'text-emerald-700 dark:text-emerald-300'
                : 'text-rose-700 dark:text-rose-300',
            )}
          >
            {tone === 'success' ? (
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            {t(`preferences.newsletter.${outcome}`)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
