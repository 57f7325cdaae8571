import { formatCountdown } from '@store/shared/rules/loyalty';
import type { AchievementProfile, Quest } from '@store/shared/schemas/loyalty';
import { useQueryClient } from '@tanstack/react-query';
import clsx from 'clsx';
import { CircleCheck, Clock, Lock } from 'lucide-react';
import { ACHIEVEMENT_PROFILE_KEY } from '../../../lib/achievement-profile';
import { notify } from '../../../stores/notices';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useTrackLoyaltyEvent } from '../analytics';
import { useClaimQuest } from '../api/claim-quest';
import { useLoyaltyFormat } from '../hooks/use-loyalty-format';
import { useLoyaltyT } from '../hooks/use-loyalty-t';
import { useServerMessage } from '../hooks/use-server-message';
import { ProgressBar } from '../../../ui/progress-bar';

/** The translated title and description of a quest, or the server's English for a new key. */
function useQuestTexts(quest: Quest): { title: string; description: string } {
  const { t, i18n } = useLoyaltyT();
  const key = `loyalty.quests.items.${quest.key}.title`;
  if (!i18n.exists(key, { ns: 'loyalty' })) {
    return { title: quest.title, description: quest.description };
  }
  return {
    title: t(`quests.items.${quest.key}.title`),
    description: t(`quests.items.${quest.key}.description`),
  };
}

/** One quest: its goal, reward and progress, the time left, and the claim once it is done. */
export function QuestCard({ quest, now }: { quest: Quest; now: number }) {
  const { t } = useLoyaltyT();
  const format = useLoyaltyFormat();
  const serverMessage = useServerMessage();
  const track = useTrackLoyaltyEvent();
  const queryClient = useQueryClient();
  const claim = useClaimQuest();
  const { title, description } = useQuestTexts(quest);

  const countdown =
    quest.expiresAt === null ? null : formatCountdown(Date.parse(quest.expiresAt) - now);
  // The clock may run out before the server says so; a quest past its end cannot be claimed.
  const timedOut = countdown === 'expired';
  const status = quest.status !== 'claimed' && timedOut ? 'expired' : quest.status;
  const open = status === 'active' || status === 'completed';

  const handleClaim = () => {
    const before =
      queryClient.getQueryData<AchievementProfile>(ACHIEVEMENT_PROFILE_KEY)?.level.current;
    claim.mutate(quest._id, {
      onSuccess: (reply) => {
        track({ name: 'quest_claimed', questKey: quest.key, reward: quest.reward });
        if (before !== undefined && before !== reply.level.current) {
          track({ name: 'level_changed', from: before, to: reply.level.current, cause: 'quest' });
        }
        notify({ tone: 'success', message: t('quests.claimedToast', { title, xp: quest.reward }) });
      },
    });
  };

  return (
    <article
      aria-label={title}
      className={clsx(
        'flex h-full flex-col gap-3 rounded-2xl border p-4',
        status === 'completed'
          ? 'border-amber-300 bg-amber-50/60 dark:border-amber-700/60 dark:bg-amber-950/20'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-bold text-slate-900 dark:text-white">{title}</h4>
          <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
        <span className="shrink-0 rounded-full bg-brand-100 px-2.5 py-1 text-xs font-bold text-brand-800 dark:bg-brand-500/15 dark:text-brand-200">
          <span className="sr-only">{t('quests.rewardLabel')}: </span>
          {t('quests.reward', { xp: quest.reward })}
        </span>
      </div>

      {status === 'locked' ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-600 dark:text-slate-300">
          <Lock aria-hidden="true" className="size-4" />
          {t('quests.locked')}
          <span className="font-normal text-slate-600 dark:text-slate-400">
            {t('quests.lockedHint')}
          </span>
        </p>
      ) : (
        <div className="flex flex-col gap-1.5">
          <ProgressBar
            size="sm"
            tone={status === 'claimed' ? 'emerald' : status === 'completed' ? 'amber' : 'brand'}
            percent={quest.target > 0 ? (quest.current * 100) / quest.target : 0}
            label={title}
            valueText={t('quests.progress', {
              current: format.progressValue(quest.current, quest.unit),
              target: format.progressValue(quest.target, quest.unit),
            })}
          />
          <p className="text-xs text-slate-600 tabular-nums dark:text-slate-400">
            {format.progressValue(quest.current, quest.unit)} /{' '}
            {format.progressValue(quest.target, quest.unit)}
          </p>
        </div>
      )}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        {status === 'expired' ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-rose-700 dark:text-rose-300">
            <Clock aria-hidden="true" className="size-4" />
            {t('quests.expired')}
          </p>
        ) : countdown !== null && countdown !== 'expired' && open ? (
          <p className="flex items-center gap-1.5 text-sm text-slate-600 tabular-nums dark:text-slate-400">
            <Clock aria-hidden="true" className="size-4" />
            {t('quests.endsIn', {
              time: t('quests.countdown', {
                hours: countdown.hours,
                minutes: String(countdown.minutes).padStart(2, '0'),
                seconds: String(countdown.seconds).padStart(2, '0'),
              }),
            })}
          </p>
        ) : (
          <span />
        )}
        {status === 'claimed' ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-700 dark:text-emerald-300">
            <CircleCheck aria-hidden="true" className="size-4" />
            {t('quests.claimed')}
          </p>
        ) : null}
        {status === 'completed' ? (
          <Button size="sm" pending={claim.isPending} onClick={handleClaim}>
            {claim.isPending ? t('quests.claiming') : t('quests.claim')}
          </Button>
        ) : null}
        {status === 'active' ? (
          <span className="text-xs font-semibold text-slate-500 dark:text-slate-400">
            {t('quests.status.active')}
          </span>
        ) : null}
      </div>
      {claim.isError ? (
        <Alert tone="error">{serverMessage(claim.error, 'quests.claimFailed')}</Alert>
      ) : null}
    </article>
  );
}
