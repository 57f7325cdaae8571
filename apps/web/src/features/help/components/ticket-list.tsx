import type { TicketCategory, TicketStatus, TicketSummary } from '@store/shared/schemas/support';
import clsx from 'clsx';
import {
  ChevronRight,
  CreditCard,
  IdCard,
  MessageCircleQuestionMark,
  Package,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { HelpContent } from '../content/types';
import { useHelpDates } from '../hooks/use-help-dates';
import { fill } from '../utils/fill';

const CATEGORY_ICONS: Record<TicketCategory, LucideIcon> = {
  technical: Wrench,
  billing: CreditCard,
  identity: IdCard,
  product: Package,
  other: MessageCircleQuestionMark,
};

const STATUS_STYLES: Record<TicketStatus, string> = {
  open: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  waiting_for_customer: 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100',
  answered: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
  closed: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

interface TicketListProps {
  tickets: readonly TicketSummary[];
  ui: HelpContent['ui'];
  onOpen: (ticketId: string) => void;
}

/**
 * The History tab's conversations (spec section 2): each with its category's icon, the
 * category capitalised, the topic, its status and when it last moved; a click opens it.
 */
export function TicketList({ tickets, ui, onOpen }: TicketListProps) {
  const dates = useHelpDates();
  return (
    <ul aria-label={ui.history.list} className="flex flex-col gap-2">
      {tickets.map((ticket) => {
        const Icon = CATEGORY_ICONS[ticket.category];
        const lastAt = ticket.lastMessage?.sentAt ?? ticket.updatedAt;
        return (
          <li key={ticket._id}>
            <button
              type="button"
              onClick={() => {
                onOpen(ticket._id);
              }}
              className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700 dark:hover:bg-slate-800"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="text-xs font-medium text-slate-500 dark:text-slate-400">
                    {ui.categories[ticket.category]}
                  </span>
                  <span
                    className={clsx(
                      'rounded-full px-2 py-0.5 text-[0.7rem] font-semibold',
                      STATUS_STYLES[ticket.status],
                    )}
                  >
                    {ui.statuses[ticket.status]}
                  </span>
                </span>
                <span className="truncate text-sm font-semibold text-slate-900 dark:text-slate-100">
                  {ticket.topic}
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  <time dateTime={lastAt}>
                    {fill(ui.history.lastMessage, { date: dates.moment(lastAt) })}
                  </time>
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
