import type { OwnedKey } from '@store/shared/schemas/purchases';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { KeyCard } from './key-card';

/** Keys friends sent the customer, each revealed like a bought one. */
export function ReceivedKeysPanel({ keys }: { keys: readonly OwnedKey[] }) {
  const { t } = usePurchasesT();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('received.description')}</p>
      <ul className="flex flex-col gap-3">
        {keys.map((ownedKey) => (
          <li key={ownedKey.keyId}>
            <KeyCard ownedKey={ownedKey} invoiceId={null} />
          </li>
        ))}
      </ul>
    </div>
  );
}
