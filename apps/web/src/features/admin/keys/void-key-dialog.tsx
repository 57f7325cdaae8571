import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/text-field';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useVoidKey } from './keys-api';
import { useKeysT } from './use-keys-t';

const MIN_REASON = 3;
const MAX_REASON = 500;

/** Asks for the reason before a key is voided; a refusal (sold meanwhile) shows inside. */
export function VoidKeyDialog({
  keyId,
  onClose,
  onDone,
}: {
  keyId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useKeysT();
  const errorText = useStaffErrorText();
  const voidKey = useVoidKey();
  const [reason, setReason] = useState('');
  const [tooShort, setTooShort] = useState(false);

  return (
    <Dialog
      role="alertdialog"
      title={t('voidDialog.title', { id: keyId })}
      description={t('voidDialog.description')}
      closeLabel={t('voidDialog.close')}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim().length < MIN_REASON) {
          setTooShort(true);
          return;
        }
        voidKey.mutate({ keyId, reason: reason.trim() }, { onSuccess: onDone });
      }}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('voidDialog.cancel')}
          </Button>
          <Button type="submit" pending={voidKey.isPending}>
            {t('voidDialog.confirm')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('voidDialog.reason')}
        hint={t('voidDialog.reasonHint')}
        error={tooShort ? t('voidDialog.reasonShort') : undefined}
        required
        maxLength={MAX_REASON}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setTooShort(false);
        }}
      />
      {voidKey.isError ? (
        <Alert tone="error">
          {t('voidDialog.failed')} {errorText(voidKey.error)}
        </Alert>
      ) : null}
    </Dialog>
  );
}
