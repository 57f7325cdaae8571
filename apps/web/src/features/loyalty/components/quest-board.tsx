import { QUEST_TYPES } from '@store/shared/rules/loyalty';
import type { Quest } from '@store/shared/schemas/loyalty';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { StatePanel } from '../../../ui/state-panel';
import { useLoyaltyT } from '../hooks/use-loyalty-t';
import { useNow } from '../hooks/use-now';
import { QuestCard } from './quest-card';

interface QuestBoardProps {
  quests: readonly Quest[];
  /** The last refresh failed: the board's countdowns and states may be out of date. */
  offline: boolean;
  onRetry: () => void;
  retrying: boolean;
}

/** The quests grouped by type (daily, weekly, seasonal, event, story), counting down live. */
export function QuestBoard({ quests, offline, onRetry, retrying }: QuestBoardProps) {
  const { t } = useLoyaltyT();
  const now = useNow(!offline && quests.some((quest) => quest.expiresAt !== null));
  const groups = QUEST_TYPES.map((type) => ({
    type,
    quests: quests.filter((quest) => quest.type === type),
  })).filter((group) => group.quests.length > 0);

  return (
    <Card title={t('quests.title')} description={t('quests.intro')}>
      {offline ? (
        <StatePanel
          variant="error"
          title={t('quests.offline.title')}
          description={t('quests.offline.description')}
        >
          <Button pending={retrying} onClick={onRetry}>
            {t('retry')}
          </Button>
        </StatePanel>
      ) : groups.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('quests.empty')}</p>
      ) : (
        <div className="flex flex-col gap-6">
          {groups.map((group) => (
            <section key={group.type} aria-label={t(`quests.types.${group.type}`)}>
              <h3 className="mb-3 text-sm font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {t(`quests.types.${group.type}`)}
              </h3>
              <ul className="grid gap-4 md:grid-cols-2">
                {group.quests.map((quest) => (
                  <li key={quest._id}>
                    <QuestCard quest={quest} now={now} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
