import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthStore } from '../../../stores/auth';
import { Button, buttonClasses } from '../../../ui/button';
import { StatePanel } from '../../../ui/state-panel';
import { useTickets } from '../api/get-tickets';
import type { HelpContent } from '../content/types';
import { EmptyHistoryArt } from './empty-history-art';
import { TicketList } from './ticket-list';

interface HistoryTabProps {
  ui: HelpContent['ui'];
  onStartChat: () => void;
  onOpenTicket: (ticketId: string) => void;
  /** Going to the sign-in page closes the widget so the page is not covered. */
  onLeave: () => void;
}

/** Past conversations belong to an account: a guest is asked to sign in (spec section 6). */
export function HistoryTab({ ui, onStartChat, onOpenTicket, onLeave }: HistoryTabProps) {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const labels = ui.history;

  if (!isLoggedIn) {
    return (
      <StatePanel
        icon={LogIn}
        title={labels.signedOutTitle}
        description={labels.signedOutDescription}
      >
        <Link to="/login" onClick={onLeave} className={buttonClasses()}>
          {labels.signIn}
        </Link>
      </StatePanel>
    );
  }

  return <Tickets ui={ui} onStartChat={onStartChat} onOpenTicket={onOpenTicket} />;
}

/** The signed-in customer's tickets, latest activity first, with every state of the list. */
function Tickets({ ui, onStartChat, onOpenTicket }: Omit<HistoryTabProps, 'onLeave'>) {
  const tickets = useTickets();
  const labels = ui.history;

  // A failed refresh keeps the list already shown; only a list that never came is an error.
  if (!tickets.data && tickets.isError) {
    return (
      <StatePanel variant="error" title={labels.error}>
        <Button onClick={() => void tickets.refetch()}>{labels.retry}</Button>
      </StatePanel>
    );
  }
  if (!tickets.data) return <StatePanel variant="loading" title={labels.loading} />;

  const all = tickets.data.pages.flatMap((page) => page.tickets);
  if (all.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-6 text-center">
        <EmptyHistoryArt className="h-32 w-auto" />
        <p className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {labels.emptyTitle}
        </p>
        <p className="max-w-xs text-sm text-slate-600 dark:text-slate-400">
          {labels.emptyDescription}
        </p>
        <Button onClick={onStartChat} className="mt-2">
          {labels.startChat}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <TicketList tickets={all} ui={ui} onOpen={onOpenTicket} />
      {tickets.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          pending={tickets.isFetchingNextPage}
          onClick={() => void tickets.fetchNextPage()}
        >
          {labels.showOlder}
        </Button>
      ) : null}
    </div>
  );
}
