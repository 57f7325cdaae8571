import { useRef, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { useCustomersT } from './use-customers-t';

const MIN_REASON = 3;
const MAX_REASON = 500;

interface LockDialogProps {
  pending: boolean;
  /** The server's refusal, already in words. */
  error: string | undefined;
  onClose: () => void;
  onLock: (reason: string) => void;
}

/** Asks for the reason before an account is locked; the customer is signed out at once. */
export function LockDialog({ pending, error, onClose, onLock }: LockDialogProps) {
  const { t } = useCustomersT();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={t('lockDialog.title')}
      description={t('lockDialog.description')}
      closeLabel={t('lockDialog.cancel')}
      initialFocusRef={field}
      size="md"
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = reason.trim();
        if (trimmed.length < MIN_REASON) {
          setInvalid(true);
          field.current?.focus();
          return;
        }
        onLock(trimmed);
      }}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('lockDialog.cancel')}
          </Button>
          <Button type="submit" pending={pending}>
            {t('lockDialog.confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextField
          ref={field}
          label={t('lockDialog.reason')}
          hint={t('lockDialog.reasonHint')}
          required
          maxLength={MAX_REASON}
          value={reason}
          error={invalid ? t('lockDialog.reasonRequired') : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setInvalid(false);
          }}
        />
      </div>
    </Dialog>
  );
}
