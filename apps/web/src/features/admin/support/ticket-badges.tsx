import type { TicketStatus } from '@store/shared/schemas/support';
import clsx from 'clsx';
import { AlarmClock, Bot } from 'lucide-react';
import type { AdminSupportTexts } from './locales/en';
import { useSupportT } from './use-support-t';

const STATUS_STYLES: Record<TicketStatus, string> = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200',
  waiting_for_customer: 'bg-sky-100 text-sky-900 dark:bg-sky-500/15 dark:text-sky-200',
  answered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  closed: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

const BADGE = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

/** A ticket's status in words, tinted by what it asks of the team. */
export function StatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useSupportT();
  return <span className={clsx(BADGE, STATUS_STYLES[status])}>{t(`status.${status}`)}</span>;
}

/** Why the assistant hands a conversation to a person, as the server names it. */
const HAND_OFF_REASONS = [
  'asked_for_person',
  'billing_dispute',
  'identity',
  'low_confidence',
] as const satisfies readonly (keyof AdminSupportTexts['handOffReasons'])[];
type HandOffReason = (typeof HAND_OFF_REASONS)[number];

const isKnownReason = (reason: string): reason is HandOffReason =>
  (HAND_OFF_REASONS as readonly string[]).includes(reason);

/** The assistant passed the conversation to a person, and why (a reason it may add later as is). */
export function HandOffBadge({ reason }: { reason: string }) {
  const { t } = useSupportT();
  const why = isKnownReason(reason) ? t(`handOffReasons.${reason}`) : reason;
  return (
    <span
      className={clsx(
        BADGE,
        'bg-violet-100 whitespace-normal text-violet-900 dark:bg-violet-500/15 dark:text-violet-200',
      )}
    >
      <Bot aria-hidden="true" className="size-3.5 shrink-0" />
      {t('inbox.handedOff', { reason: why })}
    </span>
  );
}

/** The answer time has passed: said in words too, never by colour alone. */
export function OverdueBadge() {
  const { t } = useSupportT();
  return (
    <span
      className={clsx(BADGE, 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-200')}
    >
      <AlarmClock aria-hidden="true" className="size-3.5 shrink-0" />
      {t('inbox.overdue')}
    </span>
  );
}
