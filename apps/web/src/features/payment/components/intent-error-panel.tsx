import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../ui/button';
import { StatePanel } from '../../../ui/state-panel';
import type { IntentProblem } from '../utils/intent-problem';

interface IntentErrorPanelProps {
  problem: IntentProblem;
  pending: boolean;
  /** Asks again with the same key. */
  onRetry: () => void;
  /** Begins the checkout anew with a new key. */
  onRestart: () => void;
}

const HINTS: Partial<
  Record<
    IntentProblem,
    'tooManyFailuresHint' | 'outOfStockHint' | 'accountHint' | 'checkoutReplacedHint'
  >
> = {
  tooManyFailures: 'tooManyFailuresHint',
  checkoutReplaced: 'checkoutReplacedHint',
  outOfStock: 'outOfStockHint',
  productNotFound: 'outOfStockHint',
  emailNotVerified: 'accountHint',
  profileIncomplete: 'accountHint',
};

/** Why the order could not be opened, in the spec's words, with the way on that fits. */
export function IntentErrorPanel({ problem, pending, onRetry, onRestart }: IntentErrorPanelProps) {
  const { t } = useTranslation();
  const hint = HINTS[problem];

  let action: ReactNode;
  switch (problem) {
    case 'outOfStock':
    case 'productNotFound':
      action = (
        <Link to="/cart" className={buttonClasses()}>
          {t('payment.intentErrors.backToCart')}
        </Link>
      );
      break;
    case 'emailNotVerified':
    case 'profileIncomplete':
      action = (
        <Link to="/dashboard/user-settings" className={buttonClasses()}>
          {t('payment.intentErrors.openSettings')}
        </Link>
      );
      break;
    case 'checkoutChanged':
    case 'checkoutReplaced':
      action = <Button onClick={onRestart}>{t('payment.intentErrors.startAgain')}</Button>;
      break;
    case 'tooManyFailures':
    case 'failed':
    case 'unexpected':
      action = (
        <Button onClick={onRetry} pending={pending}>
          {t('payment.intentErrors.retry')}
        </Button>
      );
  }

  return (
    <StatePanel
      variant="error"
      title={t(`payment.intentErrors.${problem}`)}
      description={hint ? t(`payment.intentErrors.${hint}`) : undefined}
    >
      {action}
    </StatePanel>
  );
}
