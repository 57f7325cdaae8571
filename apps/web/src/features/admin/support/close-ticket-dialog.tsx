import type { AdminTicketDetail } from '@store/shared/schemas/support';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useCloseTicket } from './support-api';
import { useSupportErrorText } from './use-support-error-text';
import { useSupportT } from './use-support-t';

interface CloseTicketDialogProps {
  ticket: AdminTicketDetail;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Asks before closing a ticket; the server's refusal shows inside. */
export function CloseTicketDialog({ ticket, onClose, onDone }: CloseTicketDialogProps) {
  const { t } = useSupportT();
  const errorText = useSupportErrorText();
  const close = useCloseTicket();
  return (
    <Dialog
      role="alertdialog"
      title={t('close.title')}
      description={t('close.description', { customer: ticket.customer.email })}
      closeLabel={t('close.dismiss')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        close.mutate(ticket._id, {
          onSuccess: () => {
            onDone(t('close.done'));
          },
        });
      }}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('close.cancel')}
          </Button>
          <Button type="submit" pending={close.isPending}>
            {t('close.confirm')}
          </Button>
        </>
      }
    >
      {close.isError ? (
        <Alert tone="error">
          {t('close.failed')} {errorText(close.error)}
        </Alert>
      ) : null}
    </Dialog>
  );
}
