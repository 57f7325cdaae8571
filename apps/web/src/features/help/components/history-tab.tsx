import { LogIn, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthStore } from '../../../stores/auth';
import { buttonClasses } from '../../../ui/button';
import { StatePanel } from '../../../ui/state-panel';
import type { HelpContent } from '../content/types';

interface HistoryTabProps {
  labels: HelpContent['ui']['history'];
  onStartChat: () => void;
  /** Going to the sign-in page closes the widget so the page is not covered. */
  onLeave: () => void;
}

/**
 * Past conversations belong to an account. Tickets are not loaded yet, so a signed-in visitor
 * sees the empty state.
 */
export function HistoryTab({ labels, onStartChat, onLeave }: HistoryTabProps) {
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);

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

  return (
    <StatePanel
      icon={MessagesSquare}
      title={labels.emptyTitle}
      description={labels.emptyDescription}
    >
      <button type="button" onClick={onStartChat} className={buttonClasses()}>
        {labels.startChat}
      </button>
    </StatePanel>
  );
}
