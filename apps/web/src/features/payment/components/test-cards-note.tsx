import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
  { number: '4000 0027 6000 3184', outcome: 'threeDSecure' },
] as const;

/** The sandbox provider's published test cards and what each one does. */
export function TestCardsNote() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900/70 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-bold">
        <FlaskConical aria-hidden="true" className="size-4" />
        {t('payment.testCards.title')}
      </h3>
      <p className="mt-1 text-amber-900 dark:text-amber-200">
        {t('payment.testCards.description')}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 sm:grid-cols-[auto_1fr]">
        {TEST_CARDS.map(({ number, outcome }) => (
          <div key={number} className="contents">
            <dt className="font-mono font-semibold tracking-wide tabular-nums select-all">
              {number}
            </dt>
            <dd className="mb-1.5 text-amber-900 sm:mb-0 dark:text-amber-200">
              {t(`payment.testCards.${outcome}`)}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
