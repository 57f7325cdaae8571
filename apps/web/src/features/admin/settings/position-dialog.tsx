import {
  CareerPositionBody,
  POSITION_LIMITS,
  type AdminCareerPosition,
} from '@store/shared/schemas/admin-settings';
import { EMPLOYMENT_TYPES, type EmploymentType } from '@store/shared/schemas/contact';
import { useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field, inputClasses } from '../../../ui/field';
import { TextField } from '../../../ui/text-field';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useChangePosition } from './settings-api';
import { useSettingsT } from './use-settings-t';

type Draft = {
  title: string;
  team: string;
  location: string;
  type: EmploymentType;
  summary: string;
};
type Errors = Partial<Record<keyof Draft, string>>;

const EMPTY: Draft = { title: '', team: '', location: '', type: 'full-time', summary: '' };

/** Adds a position, or edits one: a form in a dialog, checked before it is sent. */
export function PositionDialog({
  position,
  onClose,
  onSaved,
}: {
  /** The position to edit; none to add a new one. */
  position?: AdminCareerPosition;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useSettingsT();
  const errorText = useStaffErrorText();
  const change = useChangePosition();
  const [draft, setDraft] = useState<Draft>(() =>
    position
      ? {
          title: position.title,
          team: position.team,
          location: position.location,
          type: position.type,
          summary: position.summary,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Errors>({});
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
  };

  const check = (): Errors => {
    const found: Errors = {};
    for (const field of ['title', 'team', 'location', 'summary'] as const) {
      const value = draft[field].trim();
      const max = POSITION_LIMITS[field];
      if (!value) found[field] = t('careers.required');
      else if (value.length > max) found[field] = t('careers.tooLong', { max });
    }
    return found;
  };
  const handleSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    const parsed = CareerPositionBody.safeParse(draft);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    change.mutate(
      position
        ? { kind: 'edit', id: position._id, body: parsed.data }
        : { kind: 'create', body: parsed.data },
      { onSuccess: onSaved },
    );
  };

  return (
    <Dialog
      title={position ? t('careers.editTitle') : t('careers.addTitle')}
      closeLabel={t('close')}
      onClose={onClose}
      size="lg"
      onSubmit={handleSubmit}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" pending={change.isPending}>
            {t('save')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {change.isError ? (
          <Alert tone="error">
            {t('careers.failed')} {errorText(change.error)}
          </Alert>
        ) : null}
        <TextField
          label={t('careers.fields.title')}
          required
          maxLength={POSITION_LIMITS.title}
          value={draft.title}
          error={errors.title}
          onChange={(e) => {
            set('title')(e.target.value);
          }}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('careers.fields.team')}
            required
            maxLength={POSITION_LIMITS.team}
            value={draft.team}
            error={errors.team}
            onChange={(e) => {
              set('team')(e.target.value);
            }}
          />
          <TextField
            label={t('careers.fields.location')}
            required
            maxLength={POSITION_LIMITS.location}
            value={draft.location}
            error={errors.location}
            onChange={(e) => {
              set('location')(e.target.value);
            }}
          />
        </div>
        <Field label={t('careers.fields.type')}>
          {(control) => (
            <select
              {...control}
              className={inputClasses()}
              value={draft.type}
              onChange={(e) => {
                set('type')(e.target.value);
              }}
            >
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`careers.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('careers.fields.summary')} required error={errors.summary}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={POSITION_LIMITS.summary}
              className={inputClasses(Boolean(errors.summary), 'h-auto py-2')}
              value={draft.summary}
              onChange={(e) => {
                set('summary')(e.target.value);
              }}
            />
          )}
        </Field>
      </div>
    </Dialog>
  );
}
