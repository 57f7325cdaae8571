import type { LevelState, PrestigeState } from '@store/shared/schemas/loyalty';
import { useRef } from 'react';
import { notify } from '../../../stores/notices';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useTrackLoyaltyEvent } from '../analytics';
import { usePrestige } from '../api/prestige';
import { useLoyaltyT } from '../hooks/use-loyalty-t';
import { useServerMessage } from '../hooks/use-server-message';

interface PrestigeDialogProps {
  level: LevelState;
  prestige: PrestigeState;
  onClose: () => void;
}

/**
 * Asks before the reset: what is lost (the level, the points, the discount for now) and what
 * lasts (the prestige badge). Only the explicit confirmation sends the request.
 */
export function PrestigeDialog({ level, prestige, onClose }: PrestigeDialogProps) {
  const { t } = useLoyaltyT();
  const serverMessage = useServerMessage();
  const track = useTrackLoyaltyEvent();
  const mutation = usePrestige();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const handleConfirm = () => {
    mutation.mutate(undefined, {
      onSuccess: (reply) => {
        track({
          name: 'level_changed',
          from: level.current,
          to: reply.level.current,
          cause: 'prestige',
        });
        notify({ tone: 'success', message: t('prestige.done', { count: reply.prestige.current }) });
        onClose();
      },
    });
  };

  return (
    <Dialog
      role="alertdialog"
      title={t('prestige.title')}
      description={t('prestige.text')}
      closeLabel={t('close')}
      onClose={onClose}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            {t('prestige.cancel')}
          </Button>
          <Button pending={mutation.isPending} onClick={handleConfirm}>
            {t('prestige.confirm')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('prestige.reward', { next: prestige.current + 1, max: prestige.max })}
      </p>
      {mutation.isError ? (
        <Alert tone="error">{serverMessage(mutation.error, 'prestige.failed')}</Alert>
      ) : null}
    </Dialog>
  );
}
