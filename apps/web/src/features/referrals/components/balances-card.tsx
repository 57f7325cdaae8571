import type { ReferralBalance } from '@store/shared/schemas/referrals';
import { Wallet } from 'lucide-react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { StatePanel } from '../../../ui/state-panel';
import { notify } from '../../../stores/notices';
import { useRequestPayout } from '../api/request-payout';
import { useReferralsFormat } from '../hooks/use-referrals-format';
import { useReferralsT } from '../hooks/use-referrals-t';
import { useServerMessage } from '../hooks/use-server-message';

/** A balance's parts in the order money moves through them, and the lifetime total. */
const PARTS = ['pending', 'unpaid', 'requested', 'paid', 'lifetime'] as const;

/** What the customer has earned in each currency, and the way to ask for it. */
export function BalancesCard({
  balances,
  maturityDays,
}: {
  balances: readonly ReferralBalance[];
  maturityDays: number;
}) {
  const { t } = useReferralsT();
  const format = useReferralsFormat();
  const serverMessage = useServerMessage();
  const payout = useRequestPayout();

  const handleRequest = (currency: string) => {
    payout.mutate(currency, {
      onSuccess: (requested) => {
        notify({
          tone: 'success',
          message: t('balances.requestedNotice', {
            amount: format.money(requested.amount, requested.currency),
          }),
        });
      },
    });
  };

  return (
    <Card title={t('balances.title')} description={t('balances.intro', { days: maturityDays })}>
      {balances.length === 0 ? (
        <StatePanel
          icon={Wallet}
          title={t('balances.empty')}
          description={t('balances.emptyHint')}
        />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {balances.map((balance) => {
            const busy = payout.isPending && payout.variables === balance.currency;
            const failed = payout.isError && payout.variables === balance.currency;
            return (
              <li
                key={balance.currency}
                className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
              >
                <h3 className="text-base font-bold text-slate-900 dark:text-white">
                  {t('balances.currency', { currency: balance.currency })}
                </h3>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                  {PARTS.map((part) => (
                    <div
                      key={part}
                      className="flex flex-col-reverse justify-end gap-1 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60"
                    >
                      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
                        {t(`balances.${part}`)}
                      </dt>
                      <dd className="text-base font-bold break-words text-slate-900 tabular-nums dark:text-white">
                        {format.money(balance[part], balance.currency)}
                      </dd>
                    </div>
                  ))}
                </dl>
                {balance.canRequestPayout ? (
                  <Button
                    className="self-start"
                    pending={busy}
                    disabled={payout.isPending}
                    onClick={() => {
                      handleRequest(balance.currency);
                    }}
                  >
                    {t('balances.requestAmount', {
                      amount: format.money(balance.unpaid, balance.currency),
                    })}
                  </Button>
                ) : (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t('balances.minimum', {
                      amount: format.money(balance.minimumPayout, balance.currency),
                    })}
                  </p>
                )}
                {failed ? (
                  <Alert tone="error">
                    {serverMessage(payout.error, 'balances.requestFailed')}
                  </Alert>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
