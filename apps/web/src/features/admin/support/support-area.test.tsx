import { STAFF_MESSAGES } from '@store/shared/schemas/staff';
import { SUPPORT_MESSAGES, type AdminTicketDetail } from '@store/shared/schemas/support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCsrfCookie } from '../../../test/account-fixtures';
import { stubApi, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { staffMember, staffMeReply } from '../testing/admin-api';
import { fakeTicketChannel } from './testing/fake-ticket-channel';
import { ticketDetail, ticketMessage, ticketPage, ticketSummary } from './testing/tickets';

vi.mock('./ticket-channel', async () => {
  const { fakeTicketChannel: channel } = await import('./testing/fake-ticket-channel');
  return { openTicketChannel: channel.open };
});

const SLOW = { timeout: 20_000 };
const SUPPORT = staffMember('support', { _id: '12', firstName: 'Sam' });
const XSS = '<img src=x onerror="alert(1)">';

beforeEach(() => {
  fakeTicketChannel.reset();
});

/** GET /admin/tickets/tk_1 answering with `ticket`, which the test's posts change. */
function ticketRoutes(ticket: { current: AdminTicketDetail }, posts: FakeRequest[] = []) {
  return {
    '/admin/me': () => staffMeReply(SUPPORT),
    '/admin/tickets/tk_1': () => ({ body: ticket.current }),
    '/admin/tickets/tk_1/assign': (_url: URL, request: FakeRequest) => {
      posts.push(request);
      const { staffId } = request.body as { staffId: string | null };
      ticket.current = {
        ...ticket.current,
        assignee: staffId ? { _id: staffId, firstName: 'Sam' } : null,
      };
      return { body: ticket.current };
    },
  };
}

describe('the support inbox', SLOW, () => {
  it('lists tickets with the hand-offs first, its filters in the URL', async () => {
    const asked: URLSearchParams[] = [];
    stubApi({
      '/admin/me': () => staffMeReply(SUPPORT),
      '/admin/tickets': (url) => {
        asked.push(url.searchParams);
        return {
          body: ticketPage(
            [
              ticketSummary('tk_handed', {
                topic: 'Refund for a wrong key',
                handOffReason: 'asked_for_person',
                category: 'billing',
              }),
              ticketSummary('tk_late', {
                topic: XSS,
                answerBy: '2026-01-05T09:00:00.000Z',
                assignee: { _id: '12', firstName: 'Sam' },
                customer: { _id: '42', email: 'ben@x.test', firstName: null },
              }),
            ],
            { pageCount: 2, total: 30, openCount: 9 },
          ),
        };
      },
    });
    const { router } = renderApp('/admin/support?status=open&assigned=me&q=key');

    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      status: 'open',
      assigned: 'me',
      q: 'key',
      page: '1',
    });
    expect(screen.getByText('9 tickets are waiting for an answer.')).toBeVisible();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Refund for a wrong key');
    expect(first).toHaveTextContent('Handed off by the assistant: the customer asked for a person');
    expect(first).toHaveTextContent('Billing');
    expect(first).toHaveTextContent('Unassigned');
    expect(first).not.toHaveTextContent('Overdue');
    expect(second).toHaveTextContent('ben@x.test');
    expect(second).toHaveTextContent('Assigned to Sam');
    expect(second).toHaveTextContent('Overdue');
    // A topic is text, whatever it holds.
    expect(within(second as HTMLElement).getByRole('link', { name: XSS })).toHaveAttribute(
      'href',
      '/admin/support/tk_late',
    );
    expect(document.querySelector('img[src="x"]')).toBeNull();

    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    expect(screen.getByRole('combobox', { name: 'Assigned' })).toHaveValue('me');
    expect(screen.getByRole('searchbox', { name: 'Search tickets' })).toHaveValue('key');

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'billing' },
    });
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=open&category=billing&assigned=me&q=key');
    });
    await waitFor(() => {
      expect(asked.at(-1)?.get('category')).toBe('billing');
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(asked.at(-1)?.get('page')).toBe('2');
    });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tickets' }), {
      target: { value: '  ana@x.test ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe(
        '?status=open&category=billing&assigned=me&q=ana%40x.test',
      );
    });
  });

  it('says so when no ticket matches, and offers a retry when the list fails', async () => {
    let calls = 0;
    stubApi({
      '/admin/me': () => staffMeReply(SUPPORT),
      '/admin/tickets': () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'x', code: 'INTERNAL_ERROR' } }
          : { body: ticketPage([]) };
      },
    });
    renderApp('/admin/support');

    expect(await screen.findByText('The tickets could not be loaded.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No tickets here')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is not in the navigation of catalogue or finance members, and refuses them', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('finance')),
      '/admin/sessions': () => ({ body: { sessions: [] } }),
    });
    renderApp('/admin/support');

    expect(await screen.findByText(STAFF_MESSAGES.roleRefused)).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Back office navigation' });
    expect(within(nav).queryByRole('link', { name: 'Support inbox' })).not.toBeInTheDocument();
  });

  it('is not in the navigation of a catalogue member, and is in a support member’s', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(staffMember('catalogue')),
      '/admin/sessions': () => ({ body: { sessions: [] } }),
    });
    const { unmount } = renderApp('/admin/sessions');
    const nav = await screen.findByRole('navigation', { name: 'Back office navigation' });
    expect(within(nav).queryByRole('link', { name: 'Support inbox' })).not.toBeInTheDocument();
    unmount();

    stubApi({
      '/admin/me': () => staffMeReply(SUPPORT),
      '/admin/sessions': () => ({ body: { sessions: [] } }),
    });
    renderApp('/admin/sessions');
    const supportNav = await screen.findByRole('navigation', { name: 'Back office navigation' });
    expect(within(supportNav).getByRole('link', { name: 'Support inbox' })).toHaveAttribute(
      'href',
      '/admin/support',
    );
  });
});

describe('a ticket', SLOW, () => {
  it('shows the conversation oldest first, labelled and as plain text, beside the orders', async () => {
    const ticket = {
      current: ticketDetail('tk_1', {
        topic: 'Key not working',
        handOffReason: XSS,
        orderId: 'ord_ana_1',
        details: {
          messages: [
            ticketMessage('m1', 'user', XSS),
            ticketMessage('m2', 'AI', 'Which platform?', { sentAt: '2026-03-02T09:01:00.000Z' }),
            ticketMessage('m3', 'staff', 'We are on it.', { sentAt: '2026-03-02T09:02:00.000Z' }),
          ],
        },
      }),
    };
    stubApi(ticketRoutes(ticket));
    renderApp('/admin/support/tk_1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Key not working' })).toBeVisible();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    const messages = within(conversation).getAllByRole('listitem');
    expect(messages.map((message) => message.textContent)).toEqual([
      expect.stringMatching(/^Customer.*<img src=x onerror="alert\(1\)">$/) as unknown,
      expect.stringMatching(/^Assistant.*Which platform\?$/) as unknown,
      expect.stringMatching(/^Support · Sam.*We are on it\.$/) as unknown,
    ]);
    expect(screen.getByText(`Handed off by the assistant: ${XSS}`)).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();

    const ticketFacts = screen.getByRole('region', { name: 'Ticket' });
    expect(within(ticketFacts).getByText('ana@x.test', { exact: false })).toBeVisible();
    expect(within(ticketFacts).getByRole('link', { name: 'ord_ana_1' })).toHaveAttribute(
      'href',
      '/admin/orders/ord_ana_1',
    );
    const orders = screen.getByRole('list', { name: 'The customer’s latest orders' });
    expect(within(orders).getByRole('link', { name: 'ord_ana_1' })).toHaveAttribute(
      'href',
      '/admin/orders/ord_ana_1',
    );
    expect(orders).toHaveTextContent('49.99 EUR');
    expect(orders).toHaveTextContent('Delivered');
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute(
      'href',
      '/admin/support',
    );
  });

  it('says when there is no such ticket', async () => {
    stubApi({
      '/admin/me': () => staffMeReply(SUPPORT),
      '/admin/tickets/tk_gone': () => ({
        status: 404,
        body: { message: SUPPORT_MESSAGES.ticketNotFound, code: 'TICKET_NOT_FOUND' },
      }),
    });
    renderApp('/admin/support/tk_gone');
    expect(await screen.findByText('There is no such ticket.')).toBeVisible();
  });

  it('assigns the ticket to the signed-in member, then unassigns it', async () => {
    setCsrfCookie('csrf-support-1');
    const ticket = { current: ticketDetail('tk_1') };
    const posts: FakeRequest[] = [];
    stubApi(ticketRoutes(ticket, posts));
    renderApp('/admin/support/tk_1');

    const facts = await screen.findByRole('region', { name: 'Ticket' });
    expect(within(facts).getByText('Nobody')).toBeVisible();
    expect(within(facts).queryByRole('button', { name: 'Unassign' })).not.toBeInTheDocument();
    fireEvent.click(within(facts).getByRole('button', { name: 'Assign to me' }));

    expect(await screen.findByText('The ticket is assigned to you.')).toBeVisible();
    expect(posts[0]?.body).toEqual({ staffId: '12' });
    expect(posts[0]?.headers.get('x-csrf-token')).toBe('csrf-support-1');
    await waitFor(() => {
      expect(within(facts).getByText('You')).toBeVisible();
    });
    expect(within(facts).queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();

    fireEvent.click(within(facts).getByRole('button', { name: 'Unassign' }));
    expect(await screen.findByText('The ticket is no longer assigned.')).toBeVisible();
    expect(posts[1]?.body).toEqual({ staffId: null });
    await waitFor(() => {
      expect(within(facts).getByText('Nobody')).toBeVisible();
    });
  });

  it('sends a reply, asks the customer, and shows a refusal in the member’s words', async () => {
    setCsrfCookie('csrf-support-2');
    const ticket = { current: ticketDetail('tk_1') };
    const replies: FakeRequest[] = [];
    let refuse = false;
    stubApi({
      ...ticketRoutes(ticket),
      '/admin/tickets/tk_1/reply': (_url, request) => {
        replies.push(request);
        if (refuse) {
          return { status: 400, body: { message: SUPPORT_MESSAGES.ticketClosed, code: 'X' } };
        }
        const { message, status } = request.body as { message: string; status: string };
        const stored = ticketMessage(`r${replies.length}`, 'staff', message, {
          sentAt: '2026-03-02T10:00:00.000Z',
        });
        ticket.current = {
          ...ticket.current,
          status: status as AdminTicketDetail['status'],
          details: { messages: [...ticket.current.details.messages, stored] },
        };
        return { body: ticket.current };
      },
    });
    renderApp('/admin/support/tk_1');

    const box = await screen.findByRole('textbox', { name: 'Reply to the customer' });
    expect(box).toHaveAttribute('maxlength', '2000');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Write a message.')).toBeVisible();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(replies).toHaveLength(0);

    fireEvent.change(box, { target: { value: ` Try it on Steam. ${XSS} ` } });
    expect(screen.getByText('47 of 2000 characters')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent.')).toBeVisible();
    expect(replies[0]?.body).toEqual({ message: `Try it on Steam. ${XSS}`, status: 'answered' });
    expect(replies[0]?.headers.get('x-csrf-token')).toBe('csrf-support-2');
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    expect(within(conversation).getByText(`Try it on Steam. ${XSS}`)).toBeVisible();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(box).toHaveValue('');
    await waitFor(() => {
      expect(screen.getByRole('region', { name: 'Ticket' })).toHaveTextContent('Answered');
    });

    fireEvent.change(box, { target: { value: 'Which region is your account in?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask the customer' }));
    expect(
      await screen.findByText('Your question was sent. The ticket is waiting for the customer.'),
    ).toBeVisible();
    expect(replies[1]?.body).toEqual({
      message: 'Which region is your account in?',
      status: 'waiting_for_customer',
    });
    await waitFor(() => {
      expect(screen.getByRole('region', { name: 'Ticket' })).toHaveTextContent(
        'Waiting for the customer',
      );
    });
    expect(within(conversation).getAllByRole('listitem')).toHaveLength(4);

    refuse = true;
    fireEvent.change(box, { target: { value: 'One more thing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('The reply was not sent. This ticket is closed.')).toBeVisible();
    expect(box).toHaveValue('One more thing');
  });

  it('closes the ticket only after asking', async () => {
    setCsrfCookie('csrf-support-3');
    const ticket = { current: ticketDetail('tk_1') };
    const closes: FakeRequest[] = [];
    stubApi({
      ...ticketRoutes(ticket),
      '/admin/tickets/tk_1/close': (_url, request) => {
        closes.push(request);
        ticket.current = { ...ticket.current, status: 'closed', answerBy: null };
        return { body: ticket.current };
      },
    });
    renderApp('/admin/support/tk_1');

    fireEvent.click(await screen.findByRole('button', { name: 'Close ticket' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close this ticket?' });
    expect(dialog).toHaveTextContent('The conversation with ana@x.test ends here.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(closes).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Close ticket' }));
    const again = await screen.findByRole('alertdialog', { name: 'Close this ticket?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Close ticket' }));
    expect(await screen.findByText('The ticket is closed.')).toBeVisible();
    expect(closes).toHaveLength(1);
    expect(closes[0]?.headers.get('x-csrf-token')).toBe('csrf-support-3');
    expect(
      await screen.findByText(
        'This ticket is closed. A new message from the customer opens it again.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Reply to the customer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();
  });

  it('appends new messages as they arrive live, and follows the ticket’s changes', async () => {
    const ticket = { current: ticketDetail('tk_1') };
    stubApi(ticketRoutes(ticket));
    renderApp('/admin/support/tk_1');

    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    expect(fakeTicketChannel.counts()).toEqual({ opened: 1, open: 1 });
    act(() => {
      fakeTicketChannel.join(ticket.current);
    });
    expect(screen.getByText('New messages appear here as they arrive.')).toBeVisible();

    const live = {
      ticketId: 'tk_1',
      clientMessageId: null,
      sender: 'user',
      senderName: null,
      createdAt: '2026-03-02T11:00:00.000Z',
      citations: [],
    };
    act(() => {
      fakeTicketChannel.sendMessage({ ...live, _id: 'm9', text: `Any news? ${XSS}` });
      fakeTicketChannel.sendMessage({ ...live, _id: 'm9', text: `Any news? ${XSS}` });
      fakeTicketChannel.sendMessage({ ...live, _id: 'x1', ticketId: 'tk_other', text: 'Other' });
    });
    // The cache tells its observers on the next tick.
    await waitFor(() => {
      expect(within(conversation).getAllByRole('listitem')).toHaveLength(3);
    });
    const messages = within(conversation).getAllByRole('listitem');
    expect(messages[2]).toHaveTextContent(`Customer`);
    expect(messages[2]).toHaveTextContent(`Any news? ${XSS}`);
    expect(screen.queryByText('Other')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();

    act(() => {
      fakeTicketChannel.sendTicket({ ...ticketSummary('tk_1'), status: 'waiting_for_customer' });
    });
    await waitFor(() => {
      expect(screen.getByRole('region', { name: 'Ticket' })).toHaveTextContent(
        'Waiting for the customer',
      );
    });
  });

  it('polls every 15 s while live updates are unavailable', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const ticket = { current: ticketDetail('tk_1') };
      let reads = 0;
      stubApi({
        ...ticketRoutes(ticket),
        '/admin/tickets/tk_1': () => {
          reads += 1;
          return { body: ticket.current };
        },
      });
      renderApp('/admin/support/tk_1');
      const conversation = await screen.findByRole('list', { name: 'Conversation' });
      act(() => {
        fakeTicketChannel.setStatus('offline');
      });
      expect(
        screen.getByText('Live updates are unavailable: the ticket is refreshed every 15 seconds.'),
      ).toBeVisible();
      expect(reads).toBe(1);

      ticket.current = {
        ...ticket.current,
        details: {
          messages: [
            ...ticket.current.details.messages,
            ticketMessage('m3', 'user', 'Still waiting.'),
          ],
        },
      };
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(await within(conversation).findByText('Still waiting.')).toBeVisible();
      expect(reads).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
