import type { AdminTicketDetail } from '@store/shared/schemas/support';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import { StatePanel } from '../../../ui/state-panel';
import { AdminPageHeader } from '../components/admin-page-header';
import { CloseTicketDialog } from './close-ticket-dialog';
import { Conversation } from './conversation';
import { CustomerOrders } from './customer-orders';
import { Panel } from './panel';
import { ReplyForm } from './reply-form';
import { useAdminTicket } from './support-api';
import { TicketFacts } from './ticket-facts';
import type { TicketLiveStatus } from './ticket-channel';
import { useSupportErrorText } from './use-support-error-text';
import { useSupportT } from './use-support-t';
import { useTicketLive } from './use-ticket-live';

/** The inbox as it was left: its search params travel in the link's state. */
function useInboxPath(): string {
  const state: unknown = useLocation().state;
  const search =
    typeof state === 'object' && state !== null && 'inbox' in state ? state.inbox : null;
  return typeof search === 'string' && search ? `/admin/support?${search}` : '/admin/support';
}

/** /admin/support/:ticketId: the conversation, live, with the customer's orders beside it. */
export function TicketDetailView() {
  const { t } = useSupportT();
  const errorText = useSupportErrorText();
  const { ticketId = '' } = useParams();
  const live = useTicketLive(ticketId);
  const ticket = useAdminTicket(ticketId, { live: live === 'live' });
  const inboxPath = useInboxPath();
  const back = (
    <Link
      to={inboxPath}
      className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );
  if (ticket.isPending) {
    return (
      <>
        {back}
        <StatePanel variant="loading" title={t('detail.loading')} />
      </>
    );
  }
  if (ticket.isError) {
    const missing = ticket.error instanceof ApiRequestError && ticket.error.status === 404;
    return (
      <>
        {back}
        {missing ? (
          <StatePanel icon={SearchX} role="status" title={t('detail.notFound')} />
        ) : (
          <LoadErrorPanel
            title={t('detail.loadError')}
            description={errorText(ticket.error)}
            onRetry={() => void ticket.refetch()}
          />
        )}
      </>
    );
  }
  return (
    <>
      {back}
      <TicketWorkspace ticket={ticket.data} live={live} />
    </>
  );
}

function TicketWorkspace({ ticket, live }: { ticket: AdminTicketDetail; live: TicketLiveStatus }) {
  const { t } = useSupportT();
  const [closing, setClosing] = useState(false);
  const [done, setDone] = useState<string>();
  const closed = ticket.status === 'closed';

  return (
    <>
      <AdminPageHeader
        title={ticket.topic}
        intro={`${t(`category.${ticket.category}`)} · ${t(`status.${ticket.status}`)}`}
        actions={
          closed ? null : (
            <Button
              variant="secondary"
              onClick={() => {
                setDone(undefined);
                setClosing(true);
              }}
            >
              {t('close.action')}
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-4">
        {done ? <Alert tone="success">{done}</Alert> : null}
        <div className="grid gap-4 lg:grid-cols-3">
          <div className="flex flex-col gap-4 lg:col-span-2">
            <Panel title={t('detail.conversation')}>
              {live === 'connecting' ? null : (
                <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">
                  {live === 'live' ? t('detail.live') : t('detail.polling')}
                </p>
              )}
              <Conversation messages={ticket.details.messages} />
            </Panel>
            {closed ? (
              <Alert tone="info">{t('detail.closedNote')}</Alert>
            ) : (
              <ReplyForm ticketId={ticket._id} onSent={setDone} />
            )}
          </div>
          <div className="flex flex-col gap-4">
            <TicketFacts ticket={ticket} onDone={setDone} />
            <CustomerOrders orders={ticket.orders} />
          </div>
        </div>
      </div>
      {closing ? (
        <CloseTicketDialog
          ticket={ticket}
          onClose={() => {
            setClosing(false);
          }}
          onDone={(message) => {
            setClosing(false);
            setDone(message);
          }}
        />
      ) : null}
    </>
  );
}
