import type { OwnedKey } from '@store/shared/schemas/purchases';
import { Gift } from 'lucide-react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useKeyText } from '../api/reveal-key';
import { useFormatDate } from '../hooks/use-formatters';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { useServerMessage } from '../hooks/use-server-message';
import { RevealedKey } from './revealed-key';

/** Who a gifted key went to, and whether they have claimed it yet. */
export function GiftedNote({ gift }: { gift: OwnedKey['gift'] }) {
  const { t } = usePurchasesT();
  const formatDate = useFormatDate();
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
      <Gift
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300"
      />
      <span>
        {gift ? t('keys.giftedTo', { email: gift.recipientEmail }) : t('keys.gifted')}
        {gift ? (
          <span className="block text-slate-600 dark:text-slate-400">
            {gift.claimedAt
              ? t('keys.giftClaimed', { date: formatDate(gift.claimedAt) })
              : t('keys.giftOpen')}
          </span>
        ) : null}
      </span>
    </p>
  );
}

interface ShownKeyProps {
  ownedKey: OwnedKey;
  invoiceId: string;
  /** Right after this card revealed it. */
  focusOnMount: boolean;
}

/**
 * The text of a revealed key: already cached right after revealing, otherwise asked for
 * again (the call is idempotent, so no warning this time).
 */
export function ShownKey({ ownedKey, invoiceId, focusOnMount }: ShownKeyProps) {
  const { t } = usePurchasesT();
  const serverMessage = useServerMessage();
  const keyText = useKeyText({ keyId: ownedKey.keyId, invoiceId });

  if (keyText.data) {
    return (
      <RevealedKey
        keyText={keyText.data.key}
        title={ownedKey.title}
        platformName={ownedKey.platformName}
        family={ownedKey.platformFamily}
        focusOnMount={focusOnMount}
      />
    );
  }
  if (keyText.isError) {
    return (
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>{serverMessage(keyText.error, 'messages.keyActivationFailed')}</span>
          <Button size="sm" variant="secondary" onClick={() => void keyText.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <div>
      <p role="status" className="sr-only">
        {t('keys.loading')}
      </p>
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
