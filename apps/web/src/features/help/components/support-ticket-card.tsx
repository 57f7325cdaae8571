import { useAuthStore } from '../../../stores/auth';
import { Card } from '../../../ui/card';
import { useHelpContent } from '../hooks/use-help-content';
import { TicketForm } from './ticket-form';

/**
 * "Open a support ticket" for signed-in customers (the contact page): tickets belong to an
 * account, so guests see nothing here. It shows once the help texts have loaded.
 */
export function SupportTicketCard() {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const content = useHelpContent();
  if (!isLoggedIn || !content) return null;
  const { ticketForm } = content.ui;
  return (
    <Card title={ticketForm.title} description={ticketForm.description}>
      <TicketForm ui={content.ui} />
    </Card>
  );
}
