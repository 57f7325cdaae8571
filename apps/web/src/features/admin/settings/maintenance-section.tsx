import { useId, useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Switch } from '../../../ui/switch';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useUpdateSettings } from './settings-api';
import { SettingsSection } from './settings-section';
import { useSettingsT } from './use-settings-t';

/**
 * The under-construction switch. Either way it asks first, saying what customers will see;
 * the switch shows the server's state, never a wish that was not saved.
 */
export function MaintenanceSection({ underConstruction }: { underConstruction: boolean }) {
  const { t } = useSettingsT();
  const errorText = useStaffErrorText();
  const update = useUpdateSettings();
  const [asking, setAsking] = useState<boolean>();
  const [done, setDone] = useState<string>();
  const switchId = useId();
  const turningOn = asking === true;

  return (
    <SettingsSection title={t('maintenance.title')} description={t('maintenance.description')}>
      <div className="flex items-center gap-3">
        <Switch
          id={switchId}
          checked={underConstruction}
          onChange={(event) => {
            setDone(undefined);
            update.reset();
            setAsking(event.target.checked);
          }}
        />
        <label htmlFor={switchId} className="font-medium">
          {t('maintenance.switch')}
        </label>
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {underConstruction ? t('maintenance.on') : t('maintenance.off')}
      </p>
      {done ? (
        <Alert tone="success" className="mt-3">
          {done}
        </Alert>
      ) : null}
      {asking !== undefined ? (
        <Dialog
          role="alertdialog"
          title={turningOn ? t('maintenance.confirmOnTitle') : t('maintenance.confirmOffTitle')}
          description={turningOn ? t('maintenance.confirmOn') : t('maintenance.confirmOff')}
          closeLabel={t('close')}
          onClose={() => {
            setAsking(undefined);
          }}
          footer={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setAsking(undefined);
                }}
              >
                {t('cancel')}
              </Button>
              <Button
                pending={update.isPending}
                onClick={() => {
                  update.mutate(
                    { underConstruction: turningOn },
                    {
                      onSuccess: () => {
                        setAsking(undefined);
                        setDone(turningOn ? t('maintenance.turnedOn') : t('maintenance.turnedOff'));
                      },
                    },
                  );
                }}
              >
                {turningOn ? t('maintenance.turnOn') : t('maintenance.turnOff')}
              </Button>
            </>
          }
        >
          {update.isError ? (
            <Alert tone="error">
              {t('maintenance.failed')} {errorText(update.error)}
            </Alert>
          ) : null}
        </Dialog>
      ) : null}
    </SettingsSection>
  );
}
