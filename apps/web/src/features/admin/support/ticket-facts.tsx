import type { AdminTicketDetail } from '@store/shared/schemas/support';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useStaffMember } from '../admin-api';
import { useFormatDateTime } from '../hooks/use-format-date-time';
import { useAssignTicket } from './support-api';
import { HandOffBadge, OverdueBadge, StatusBadge } from './ticket-badges';
import { isOverdue } from './ticket-timing';
import { Panel } from './panel';
import { useNow } from './use-now';
import { useSupportErrorText } from './use-support-error-text';
import { useSupportT } from './use-support-t';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 py-1 text-sm">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right break-all text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

interface TicketFactsProps {
  ticket: AdminTicketDetail;
  /** Tells the page what changed, for its notice. */
  onDone: (message: string) => void;
}

/** Who wrote in, what it is about, who has it and by when to answer; assign or unassign. */
export function TicketFacts({ ticket, onDone }: TicketFactsProps) {
  const { t } = useSupportT();
  const errorText = useSupportErrorText();
  const formatDateTime = useFormatDateTime();
  const member = useStaffMember();
  const assign = useAssignTicket();
  const now = useNow();
  const mine = ticket.assignee?._id === member._id;
  const assignTo = (staffId: string | null) => {
    assign.mutate(
      { ticketId: ticket._id, staffId },
      {
        onSuccess: () => {
          onDone(t(staffId ? 'detail.assignedToMe' : 'detail.unassigned'));
        },
      },
    );
  };

  return (
    <Panel title={t('detail.ticket')}>
      {ticket.handOffReason ? (
        <p className="mb-2">
          <HandOffBadge reason={ticket.handOffReason} />
        </p>
      ) : null}
      <dl>
        <Fact label={t('detail.customer')}>
          {ticket.customer.firstName ? `${ticket.customer.firstName} · ` : null}
          {ticket.customer.email}
        </Fact>
        <Fact label={t('detail.opened')}>
          <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
        </Fact>
        <Fact label={t('detail.category')}>{t(`category.${ticket.category}`)}</Fact>
        <Fact label={t('detail.status')}>
          <StatusBadge status={ticket.status} />
        </Fact>
        <Fact label={t('detail.assignee')}>
          {mine
            ? t('detail.you')
            : ticket.assignee
              ? (ticket.assignee.firstName ?? `#${ticket.assignee._id}`)
              : t('detail.nobody')}
        </Fact>
        {ticket.answerBy ? (
          <Fact label={t('detail.answerBy')}>
            <time dateTime={ticket.answerBy}>{formatDateTime(ticket.answerBy)}</time>
            {isOverdue(ticket, now) ? (
              <>
                {' '}
                <OverdueBadge />
              </>
            ) : null}
          </Fact>
        ) : null}
        {ticket.orderId ? (
          <Fact label={t('detail.aboutOrder')}>
            <Link
              to={`/admin/orders/${encodeURIComponent(ticket.orderId)}`}
              className="font-mono text-brand-700 hover:underline dark:text-brand-300"
            >
              {ticket.orderId}
            </Link>
          </Fact>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {mine ? null : (
          <Button
            size="sm"
            pending={assign.isPending && assign.variables.staffId !== null}
            disabled={assign.isPending}
            onClick={() => {
              assignTo(member._id);
            }}
          >
            {t('detail.assignToMe')}
          </Button>
        )}
        {ticket.assignee ? (
          <Button
            size="sm"
            variant="secondary"
            pending={assign.isPending && assign.variables.staffId === null}
            disabled={assign.isPending}
            onClick={() => {
              assignTo(null);
            }}
          >
            {t('detail.unassign')}
          </Button>
        ) : null}
      </div>
      {assign.isError ? (
        <Alert tone="error" className="mt-3">
          {t('detail.assignFailed')} {errorText(assign.error)}
        </Alert>
      ) : null}
    </Panel>
  );
}
