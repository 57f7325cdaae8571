import { zodResolver } from '@hookform/resolvers/zod';
import { GiftForm } from '@store/shared/schemas/purchases';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../stores/notices';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useSendGift } from '../api/send-gift';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { useMessageText, useServerMessage } from '../hooks/use-server-message';
import { Dialog } from '../../../ui/dialog';

const EMPTY: GiftForm = { email: '', confirmEmail: '' };
const FIELDS = ['email', 'confirmEmail'] as const;

/** Spec section 3: a key goes to a friend's e-mail address, typed twice. */
export function GiftDialog({
  keyId,
  title,
  onClose,
}: {
  keyId: string;
  title: string;
  onClose: () => void;
}) {
  const { t } = usePurchasesT();
  const messageText = useMessageText();
  const serverMessage = useServerMessage();
  const sendGift = useSendGift();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<GiftForm>({ resolver: zodResolver(GiftForm), defaultValues: EMPTY });

  useEffect(() => {
    // After the dialog opened (its effect runs first) and focused its first control.
    setFocus('email');
  }, [setFocus]);

  const onSubmit = handleSubmit((form) => {
    sendGift.mutate(
      { keyId, ...form },
      {
        onSuccess: (reply) => {
          notify({ tone: 'success', message: t('gift.sent', { email: reply.recipientEmail }) });
          onClose();
        },
      },
    );
  });

  return (
    <Dialog
      closeLabel={t('dialog.close')}
      title={t('gift.title', { title })}
      description={t('gift.description')}
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {sendGift.isError ? (
          <Alert tone="error">{serverMessage(sendGift.error, 'gift.failed')}</Alert>
        ) : null}
        {FIELDS.map((name) => {
          const message = errors[name]?.message;
          const error = message ? messageText(message) : undefined;
          return (
            <TextField
              key={name}
              label={t(`gift.${name}`)}
              error={error}
              required
              {...register(name)}
              type="email"
              inputMode="email"
              autoComplete="off"
            />
          );
        })}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('keys.cancel')}
          </Button>
          <Button type="submit" pending={sendGift.isPending}>
            {t('gift.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
