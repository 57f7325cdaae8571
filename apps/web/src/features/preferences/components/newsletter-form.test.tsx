import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth';
import { authReply } from '../../../test/account-fixtures';
import { stubApi, type FakeReply, type FakeRequest } from '../../../test/fake-api';
import { NewsletterForm } from './newsletter-form';

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
}

const field = () => screen.getByRole('textbox', { name: 'Your e-mail for the newsletter' });
const button = () => screen.getByRole('button', { name: 'Subscribe' });

function submit(email: string) {
  fireEvent.change(field(), { target: { value: email } });
  fireEvent.click(button());
}

/** Answers POST /email/subscribe with `reply` and records what was sent. */
function stubSubscribe(reply: FakeReply) {
  const sent: FakeRequest[] = [];
  const fetchMock = stubApi({
    '/email/subscribe': (_url, request) => {
      sent.push(request);
      return reply;
    },
  });
  return { sent, fetchMock };
}

describe('newsletter form', () => {
  it.each(['', 'ada', 'ada@', 'ada@example', 'two words@example.com'])(
    'refuses %j as an Invalid Email without asking the server',
    (email) => {
      const { fetchMock } = stubSubscribe({ status: 201, body: { message: 'ok' } });
      renderForm();
      submit(email);
      expect(screen.getByText('Invalid Email')).toBeInTheDocument();
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(field()).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('sends, then shows the success and disables the form', async () => {
    let answer: (reply: Response) => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    submit('  Ada@Example.com ');

    // Sending: the button is busy and cannot send twice.
    expect(button()).toBeDisabled();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    fireEvent.submit(field());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [
      string,
      { method: string; body: string },
    ];
    expect(url).toBe('/api/v1/email/subscribe');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ email: 'ada@example.com' });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(
      new Response(JSON.stringify({ message: 'You have successfully subscribed.' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const message = await screen.findByText('You have successfully subscribed.');
    expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    expect(field()).toBeDisabled();
    expect(button()).toBeDisabled();
  });

  it("links a signed-in customer's sign-up to the account", async () => {
    useAuthStore.getState().setFromAuthReply(authReply());
    const { sent } = stubSubscribe({ status: 201, body: { message: 'ok' } });
    renderForm();
    submit('ada@example.com');
    await screen.findByText('You have successfully subscribed.');
    expect(sent[0]?.body).toEqual({ email: 'ada@example.com', userId: 'u-1' });
  });

  it('says so when the address is already subscribed, and stays usable', async () => {
    stubSubscribe({
      status: 409,
      body: { message: 'You are already subscribed.', code: 'duplicate_subscription' },
    });
    renderForm();
    submit('ada@example.com');
    expect(await screen.findByText('You are already subscribed.')).toBeInTheDocument();
    expect(field()).toBeEnabled();
    expect(button()).toBeEnabled();
  });

  it.each<[string, FakeReply]>([
    ['a server error', { status: 500, body: { message: 'Internal Server Error', code: 'X' } }],
    ['too many sign-ups', { status: 429, body: { message: 'Too many', code: 'RATE_LIMITED' } }],
    ['another conflict', { status: 409, body: { message: 'Conflict', code: 'OTHER' } }],
  ])('reports %s as a failed subscription', async (_case, reply) => {
    stubSubscribe(reply);
    renderForm();
    submit('ada@example.com');
    expect(
      await screen.findByText('Subscription failed. Please try again later.'),
    ).toBeInTheDocument();
    expect(field()).toBeEnabled();
  });

  it('reports a lost connection as a failed subscription', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderForm();
    submit('ada@example.com');
    expect(
      await screen.findByText('Subscription failed. Please try again later.'),
    ).toBeInTheDocument();
  });
});
