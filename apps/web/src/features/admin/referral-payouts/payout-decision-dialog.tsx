import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useAdminT } from '../hooks/use-admin-t';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useDecidePayout, type PayoutDecision, type StaffPayout } from './payouts-api';

interface PayoutDecisionDialogProps {
  payout: StaffPayout;
  decision: PayoutDecision;
  /** The amount as the page shows it. */
  amount: string;
  onClose: () => void;
  /** After the server settled it, with the words to confirm it. */
  onDone: (message: string) => void;
}

/** Asks before a payout is marked paid or rejected; a refusal (already settled) shows inside. */
export function PayoutDecisionDialog({
  payout,
  decision,
  amount,
  onClose,
  onDone,
}: PayoutDecisionDialogProps) {
  const { t } = useAdminT();
  const errorText = useStaffErrorText();
  const decide = useDecidePayout();
  const pay = decision === 'pay';
  const words = { amount, email: payout.email };

  return (
    <Dialog
      role="alertdialog"
      title={pay ? t('payouts.confirmPayTitle') : t('payouts.confirmRejectTitle')}
      description={pay ? t('payouts.confirmPay', words) : t('payouts.confirmReject', words)}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('payouts.cancel')}
          </Button>
          <Button
            pending={decide.isPending}
            onClick={() => {
              decide.mutate(
                { id: payout._id, decision },
                {
                  onSuccess: () => {
                    onDone(pay ? t('payouts.paid', words) : t('payouts.rejected', words));
                  },
                },
              );
            }}
          >
            {pay ? t('payouts.pay') : t('payouts.reject')}
          </Button>
        </>
      }
    >
      {decide.isError ? (
        <Alert tone="error">
          {t('payouts.failed')} {errorText(decide.error)}
        </Alert>
      ) : null}
    </Dialog>
  );
}
