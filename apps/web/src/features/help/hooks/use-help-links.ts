import { HELP_TOPIC_IDS, type HelpTopicId } from '@store/shared/schemas/support';
import { PublicId } from '@store/shared/schemas/purchases';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { openHelpWidget, type HelpRequest } from '../../../stores/help-widget';
import { HELP_PARAM, SUPPORT_PARAM } from '../constants';

const isTopicId = (value: string): value is HelpTopicId =>
  (HELP_TOPIC_IDS as readonly string[]).includes(value);

function requestOf(ticketId: string | null, topicId: string | null): HelpRequest | null {
  if (ticketId !== null && PublicId.safeParse(ticketId).success) {
    return { kind: 'ticket', ticketId };
  }
  if (topicId !== null && isTopicId(topicId)) return { kind: 'topic', topicId };
  return null;
}

/**
 * Opens the widget on what the address asks for, then takes the parameter off the address:
 * it has done its work, and a reload or a shared link of the page should not open it again.
 */
export function useHelpLinks(): void {
  const [params, setParams] = useSearchParams();
  const ticketId = params.get(SUPPORT_PARAM);
  const topicId = params.get(HELP_PARAM);

  useEffect(() => {
    const request = requestOf(ticketId, topicId);
    if (!request) return;
    openHelpWidget(request);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SUPPORT_PARAM);
        next.delete(HELP_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [ticketId, topicId, setParams]);
}

/**
 * The topic a store link opens in the widget (`/?help=redeem-codes`), or null for any other
 * link: the widget shows such a topic at once instead of leaving the page for the home page.
 */
export function helpTopicOfLink(path: string): HelpTopicId | null {
  const url = new URL(path, 'https://store.invalid');
  const topicId = url.searchParams.get(HELP_PARAM);
  return url.pathname === '/' && topicId !== null && isTopicId(topicId) ? topicId : null;
}
