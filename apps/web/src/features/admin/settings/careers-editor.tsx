import type { AdminCareerPosition } from '@store/shared/schemas/admin-settings';
import { ArrowDown, ArrowUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { QueryStates } from '../components/query-states';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { PositionDialog } from './position-dialog';
import { useCareerPositions, useChangePosition } from './settings-api';
import { SettingsSection } from './settings-section';
import { useSettingsT } from './use-settings-t';

/** The careers page's positions: add, edit, close or reopen, and move up or down. */
export function CareersEditor() {
  const { t } = useSettingsT();
  const errorText = useStaffErrorText();
  const positions = useCareerPositions();
  const change = useChangePosition();
  const [editing, setEditing] = useState<AdminCareerPosition | 'new'>();
  const [saved, setSaved] = useState(false);

  const move = (list: AdminCareerPosition[], index: number, by: -1 | 1) => {
    const ids = list.map((p) => p._id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    setSaved(false);
    change.mutate({ kind: 'reorder', ids });
  };

  return (
    <SettingsSection title={t('careers.title')} description={t('careers.description')}>
      <div className="flex flex-col gap-3">
        <div>
          <Button
            onClick={() => {
              setSaved(false);
              setEditing('new');
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            {t('careers.add')}
          </Button>
        </div>
        {change.isError ? (
          <Alert tone="error">
            {t('careers.failed')} {errorText(change.error)}
          </Alert>
        ) : null}
        {saved ? <Alert tone="success">{t('careers.saved')}</Alert> : null}
        <QueryStates
          query={positions}
          loadingTitle={t('careers.loading')}
          errorTitle={t('careers.loadError')}
          errorText={errorText}
          isEmpty={(data) => data.positions.length === 0}
          empty={<p className="text-sm text-slate-600 dark:text-slate-400">{t('careers.empty')}</p>}
        >
          {({ positions: list }) => (
            <ul
              aria-label={t('careers.list')}
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
            >
              {list.map((position, index) => (
                <PositionRow
                  key={position._id}
                  position={position}
                  first={index === 0}
                  last={index === list.length - 1}
                  pending={change.isPending}
                  onMove={(by) => {
                    move(list, index, by);
                  }}
                  onEdit={() => {
                    setSaved(false);
                    setEditing(position);
                  }}
                  onOpenOrClose={() => {
                    setSaved(false);
                    change.mutate({ kind: position.open ? 'close' : 'reopen', id: position._id });
                  }}
                />
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
      {editing ? (
        <PositionDialog
          position={editing === 'new' ? undefined : editing}
          onClose={() => {
            setEditing(undefined);
          }}
          onSaved={() => {
            setEditing(undefined);
            setSaved(true);
          }}
        />
      ) : null}
    </SettingsSection>
  );
}

interface PositionRowProps {
  position: AdminCareerPosition;
  first: boolean;
  last: boolean;
  /** While a change is saved: moving and closing wait for it. */
  pending: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onOpenOrClose: () => void;
}

/** A position: title (marked when closed), team, place and type, and its buttons. */
function PositionRow({
  position,
  first,
  last,
  pending,
  onMove,
  onEdit,
  onOpenOrClose,
}: PositionRowProps) {
  const { t } = useSettingsT();
  const words = { title: position.title };
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">
          {position.title}
          {position.open ? null : (
            <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-700 dark:text-slate-200">
              {t('careers.closed')}
            </span>
          )}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {position.team} · {position.location} · {t(`careers.types.${position.type}`)}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-1">
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('careers.moveUp', words)}
          disabled={first || pending}
          onClick={() => {
            onMove(-1);
          }}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('careers.moveDown', words)}
          disabled={last || pending}
          onClick={() => {
            onMove(1);
          }}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('careers.editLabel', words)}
          onClick={onEdit}
        >
          {t('careers.edit')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          aria-label={
            position.open ? t('careers.closeLabel', words) : t('careers.reopenLabel', words)
          }
          onClick={onOpenOrClose}
        >
          {position.open ? t('careers.close') : t('careers.reopen')}
        </Button>
      </div>
    </li>
  );
}
