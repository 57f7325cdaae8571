import { SUPPORT_MESSAGES } from '@store/shared/schemas/support';
import {
  fireEvent,
  screen,
  waitFor,
  within,
  type BoundFunctions,
  type queries,
} from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeChat } from '../../lib/live/testing/fake-chat-channel';
import { authReply } from '../../test/account-fixtures';
import { stubApi, type FakeReply, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { ticketDetail, ticketSummary } from './testing/support-fixtures';

vi.mock('../../lib/live/chat-socket', async () => {
  const { fakeChat: channel } = await import('../../lib/live/testing/fake-chat-channel');
  return { openChatSocket: channel.open };
});

const SLOW = { timeout: 20_000 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  fakeChat.reset('disconnected');
});

/** Ada is signed in; POST /users/tickets answers with `reply`, keeping what it was sent. */
function ticketsApi(reply: FakeReply) {
  const sent: FakeRequest[] = [];
  stubApi({
    '/auth/me': () => ({ body: authReply() }),
    '/users/tickets': (_url, request) => {
      sent.push(request);
      return reply;
    },
    '/users/tickets/t-9': () => ({ body: ticketDetail({ _id: 't-9', topic: 'Refund' }) }),
  });
  return sent;
}

async function openTicketForm() {
  renderApp('/contactus');
  const heading = await screen.findByRole('heading', { level: 2, name: 'Open a support ticket' });
  const card = heading.closest('section');
  if (!card) throw new Error('No ticket card');
  return within(card);
}

function fill(form: BoundFunctions<typeof queries>, label: string, value: string) {
  fireEvent.change(form.getByLabelText(label), { target: { value } });
}

describe('contact page: support ticket', SLOW, () => {
  it('opens a ticket and offers to open it in the help widget', async () => {
    const sent = ticketsApi({
      status: 201,
      body: ticketSummary({ _id: 't-9', category: 'billing', topic: 'Refund', status: 'open' }),
    });
    const form = await openTicketForm();
    expect(form.getByText(/A person replies within 2 business days/)).toBeInTheDocument();

    fireEvent.change(form.getByLabelText('Category'), { target: { value: 'billing' } });
    fill(form, 'Topic', '  Refund  ');
    fill(form, 'Message', 'I was charged twice for order o-1.');
    fireEvent.click(form.getByRole('button', { name: 'Open ticket' }));

    expect(await form.findByRole('heading', { name: 'Ticket opened' })).toHaveFocus();
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toEqual({
      category: 'billing',
      topic: 'Refund',
      message: 'I was charged twice for order o-1.',
      clientMessageId: expect.stringMatching(UUID) as string,
    });
    expect(form.getByText(/Your ticket is in the History tab of the help widget/)).toBeVisible();

    fireEvent.click(form.getByRole('button', { name: 'Open in the help widget' }));
    const widget = await screen.findByRole('dialog', { name: 'Your conversation' });
    expect(await within(widget).findByText('My Steam key will not activate.')).toBeVisible();

    fireEvent.click(form.getByRole('button', { name: 'Open another ticket' }));
    expect(await screen.findByLabelText('Topic')).toHaveValue('');
  });

  it('checks the fields with the shared rules before anything is sent', async () => {
    const sent = ticketsApi({ status: 201, body: ticketSummary() });
    const form = await openTicketForm();

    fill(form, 'Message', '   ');
    fireEvent.click(form.getByRole('button', { name: 'Open ticket' }));
    expect(await form.findByText('Give your ticket a topic.')).toBeInTheDocument();
    expect(form.getByText('Write a message.')).toBeInTheDocument();
    expect(form.getByLabelText('Topic')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('puts what the server refuses next to the field it concerns', async () => {
    ticketsApi({
      status: 400,
      body: {
        message: SUPPORT_MESSAGES.messageTooLong,
        code: 'VALIDATION_ERROR',
        details: [{ path: 'body.message', message: SUPPORT_MESSAGES.messageTooLong }],
      },
    });
    const form = await openTicketForm();
    fill(form, 'Topic', 'Activation');
    fill(form, 'Message', 'My key does not work.');
    fireEvent.click(form.getByRole('button', { name: 'Open ticket' }));

    expect(await form.findByRole('alert')).toHaveTextContent('Please check the marked fields.');
    expect(form.getByText('A message can be at most 2000 characters.')).toBeInTheDocument();
    await waitFor(() => {
      expect(form.getByLabelText('Message')).toHaveFocus();
    });
  });

  it('says a refusal for the whole form in the customer’s words', async () => {
    ticketsApi({
      status: 429,
      body: { message: SUPPORT_MESSAGES.tooManyTickets, code: 'RATE_LIMITED' },
    });
    const form = await openTicketForm();
    fill(form, 'Topic', 'Activation');
    fill(form, 'Message', 'My key does not work.');
    fireEvent.click(form.getByRole('button', { name: 'Open ticket' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'You have opened many tickets today. Please add to an open one instead.',
    );
  });

  it('is not offered to guests', async () => {
    stubApi({});
    renderApp('/contactus');
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await screen.findByRole('button', { name: 'Help' });
    expect(screen.queryByRole('heading', { name: 'Open a support ticket' })).toBeNull();
  });
});
