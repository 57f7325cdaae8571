import { TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { Dialog } from '../../../ui/dialog';

interface RevealKeyDialogProps {
  title: string;
  pending: boolean;
  /** Already in the visitor's language. */
  error: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Spec section 4: a key stays hidden until its owner confirms the warning that revealing it
 * is irreversible and ends the right to an instant refund. Cancel is focused first.
 */
export function RevealKeyDialog({
  title,
  pending,
  error,
  onConfirm,
  onClose,
}: RevealKeyDialogProps) {
  const { t } = usePurchasesT();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      closeLabel={t('dialog.close')}
      role="alertdialog"
      title={t('keys.revealTitle')}
      description={
        <p className="flex gap-2 text-amber-900 dark:text-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('messages.revealWarning')}</span>
        </p>
      }
      initialFocusRef={cancelRef}
      onClose={onClose}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            {t('keys.cancel')}
          </Button>
          <Button pending={pending} onClick={onConfirm}>
            {t('keys.reveal')}
          </Button>
        </>
      }
    >
      <p className="text-sm font-semibold text-slate-800 dark:text-slate-200">{title}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}
