import { Route, Routes } from 'react-router';
import { TicketDetailView } from './ticket-detail';
import { TicketInbox } from './ticket-inbox';

/** /admin/support: the inbox, and one ticket at /admin/support/:ticketId. */
export function SupportPage() {
  return (
    <Routes>
      <Route index element={<TicketInbox />} />
      <Route path=":ticketId" element={<TicketDetailView />} />
    </Routes>
  );
}
