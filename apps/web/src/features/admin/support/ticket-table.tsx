import type { AdminTicketSummary } from '@store/shared/schemas/support';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminTable } from '../components/admin-table';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { HandOffBadge, OverdueBadge, StatusBadge } from './ticket-badges';
import { isOverdue, waitingSince } from './ticket-timing';
import { useNow } from './use-now';
import { useSupportT } from './use-support-t';

const CELL = 'px-4 py-3 align-top';

interface TicketTableProps {
  tickets: readonly AdminTicketSummary[];
  /** The inbox's search params, so the ticket's page leads back to the same view. */
  search: string;
  /** While an older page stands in for the one asked for. */
  busy: boolean;
  pager: ReactNode;
}

/** The inbox's tickets in the server's order: the assistant's hand-offs first. */
export function TicketTable({ tickets, search, busy, pager }: TicketTableProps) {
  const { t } = useSupportT();
  const formatDateTime = useFormatDateTime();
  const now = useNow();
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : '—';

  return (
    <AdminTable
      label={t('inbox.table')}
      minWidth="min-w-[56rem]"
      busy={busy}
      columns={[
        { label: t('inbox.customer') },
        { label: t('inbox.topic') },
        { label: t('inbox.category') },
        { label: t('inbox.status') },
        { label: t('inbox.waitingSince') },
        { label: t('inbox.answerBy') },
      ]}
      pager={pager}
    >
      {tickets.map((ticket) => {
        const overdue = isOverdue(ticket, now);
        return (
          <tr key={ticket._id} className={clsx(overdue && 'bg-rose-50/60 dark:bg-rose-950/20')}>
            <td className={clsx(CELL, 'break-all')}>
              {ticket.customer.firstName ? (
                <span className="block font-semibold break-normal">
                  {ticket.customer.firstName}
                </span>
              ) : null}
              <span className="text-slate-600 dark:text-slate-400">{ticket.customer.email}</span>
            </td>
            <td className={clsx(CELL, 'max-w-xs')}>
              <Link
                to={encodeURIComponent(ticket._id)}
                state={{ inbox: search }}
                className="font-semibold break-words text-brand-700 hover:underline dark:text-brand-300"
              >
                {ticket.topic}
              </Link>
              <div className="mt-1 flex flex-col items-start gap-1">
                {ticket.handOffReason ? <HandOffBadge reason={ticket.handOffReason} /> : null}
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {ticket.assignee
                    ? t('inbox.assignedTo', {
                        name: ticket.assignee.firstName ?? `#${ticket.assignee._id}`,
                      })
                    : t('inbox.unassigned')}
                </span>
              </div>
            </td>
            <td className={clsx(CELL, 'whitespace-nowrap')}>{t(`category.${ticket.category}`)}</td>
            <td className={CELL}>
              <StatusBadge status={ticket.status} />
            </td>
            <td className={clsx(CELL, 'whitespace-nowrap text-slate-600 dark:text-slate-400')}>
              {when(waitingSince(ticket))}
            </td>
            <td className={clsx(CELL, 'whitespace-nowrap')}>
              <span
                className={clsx(
                  overdue && 'font-semibold text-rose-700 dark:text-rose-300',
                  'block',
                )}
              >
                {when(ticket.answerBy)}
              </span>
              {overdue ? <OverdueBadge /> : null}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
