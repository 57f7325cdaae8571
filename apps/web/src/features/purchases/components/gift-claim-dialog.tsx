import { GiftToken } from '@store/shared/schemas/purchases';
import { Gift } from 'lucide-react';
import { notify } from '../../../stores/notices';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useClaimGift } from '../api/claim-gift';
import { useGiftPreview } from '../api/get-gift-preview';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { useServerMessage } from '../hooks/use-server-message';
import { Dialog } from '../../../ui/dialog';

interface GiftClaimDialogProps {
  token: string;
  /** Closed without claiming. */
  onClose: () => void;
  onClaimed: () => void;
}

/** What a gift link gives and who sent it, and the button that makes it the customer's own. */
export function GiftClaimDialog({ token, onClose, onClaimed }: GiftClaimDialogProps) {
  const { t } = usePurchasesT();
  const valid = GiftToken.safeParse(token).success;
  return (
    <Dialog title={t('claim.title')} closeLabel={t('dialog.close')} onClose={onClose}>
      {valid ? (
        <GiftClaim token={token} onClose={onClose} onClaimed={onClaimed} />
      ) : (
        // A mangled link is not worth asking the server about.
        <>
          <Alert tone="error">{t('messages.giftNotFound')}</Alert>
          <CloseButton onClose={onClose} />
        </>
      )}
    </Dialog>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = usePurchasesT();
  return (
    <div className="flex justify-end">
      <Button variant="secondary" onClick={onClose}>
        {t('dialog.close')}
      </Button>
    </div>
  );
}

function GiftClaim({ token, onClose, onClaimed }: GiftClaimDialogProps) {
  const { t } = usePurchasesT();
  const serverMessage = useServerMessage();
  const preview = useGiftPreview(token);
  const claim = useClaimGift();

  if (preview.isError) {
    return (
      <>
        <Alert tone="error">{serverMessage(preview.error, 'claim.failed')}</Alert>
        <CloseButton onClose={onClose} />
      </>
    );
  }
  if (!preview.data) {
    return (
      <div>
        <p role="status" className="sr-only">
          {t('claim.loading')}
        </p>
        <div aria-hidden="true" className="flex flex-col gap-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="mt-2 h-10 w-32 self-end" />
        </div>
      </div>
    );
  }

  const { title, platformName, giverName, claimed } = preview.data;
  return (
    <>
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/15 dark:text-brand-200"
        >
          <Gift className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="text-base font-bold break-words text-slate-900 dark:text-white">{title}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{platformName}</p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('claim.from', { name: giverName })}
          </p>
        </div>
      </div>
      {claimed ? <Alert tone="info">{t('messages.giftClaimed')}</Alert> : null}
      {claim.isError ? (
        <Alert tone="error">{serverMessage(claim.error, 'claim.failed')}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {claimed ? t('dialog.close') : t('claim.later')}
        </Button>
        {claimed ? null : (
          <Button
            pending={claim.isPending}
            onClick={() => {
              claim.mutate(token, {
                onSuccess: (reply) => {
                  notify({ tone: 'success', message: t('claim.done', { title: reply.title }) });
                  onClaimed();
                },
              });
            }}
          >
            <Gift aria-hidden="true" className="size-4" />
            {t('claim.action')}
          </Button>
        )}
      </div>
    </>
  );
}
