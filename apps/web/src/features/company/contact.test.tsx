import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { CONTACT_MESSAGES } from '@store/shared/schemas/contact';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authReply } from '../../test/account-fixtures';
import { stubApi, type FakeReply, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

/** The contact endpoint answering with `reply`, keeping what it was sent. */
function contactApi(reply: FakeReply = { status: 201, body: { message: CONTACT_MESSAGES.sent } }) {
  const sent: FakeRequest[] = [];
  const fetchMock = stubApi({
    '/contact': (_url, request) => {
      sent.push(request);
      return reply;
    },
  });
  return { sent, fetchMock };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function openContactPage() {
  renderApp('/contactus');
  await screen.findByRole('heading', { level: 1, name: 'Contact us' });
}

function fillForm() {
  fill('Name', ' Grace Hopper ');
  fill('E-mail address', ' Grace@Example.com ');
  fill('Subject', 'Key does not activate');
  fill('Message', 'My key for order 1042 says it was already used.');
}

const send = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
};

describe('contact page', () => {
  it('shows the form beside the support facts and names the tab', async () => {
    stubApi({
      '/product/home': () => ({
        body: { underConstruction: false, supportEmail: 'help@shop.example' },
      }),
    });
    await openContactPage();

    // The address is the one the store is configured with.
    expect(await screen.findByRole('link', { name: 'help@shop.example' })).toHaveAttribute(
      'href',
      'mailto:help@shop.example',
    );
    expect(screen.getByText('Support replies within 2 business days')).toBeInTheDocument();
    expect(screen.getByText('0 of 5000 characters')).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Contact us – BigKeys');
    });
  });

  it('checks the fields with the shared rules before anything is sent', async () => {
    const { sent } = contactApi();
    await openContactPage();

    send();
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.requiredFields);
    // An empty address fails the shared e-mail rule, as on the account forms.
    expect(screen.getAllByText('Required')).toHaveLength(3);
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();

    fillForm();
    fill('E-mail address', 'grace@');
    fill('Message', 'x'.repeat(5001));
    send();
    expect(await screen.findByText('At most 5000 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('5001 of 5000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('sends the message, shows the thank-you text and offers to send another', async () => {
    const { sent } = contactApi();
    await openContactPage();

    fillForm();
    send();

    const heading = await screen.findByRole('heading', { name: 'Message sent' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(CONTACT_MESSAGES.sent)).toBeInTheDocument();
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toEqual({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Key does not activate',
      message: 'My key for order 1042 says it was already used.',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
    expect(screen.queryByText(CONTACT_MESSAGES.sent)).not.toBeInTheDocument();
  });

  it("fills in the signed-in customer's name and e-mail address", async () => {
    stubApi({ '/auth/me': () => ({ body: authReply() }) });
    await openContactPage();

    await waitFor(() => {
      expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');
    });
    expect(screen.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
  });

  it('puts the fields the server refuses next to those fields', async () => {
    contactApi({
      status: 400,
      body: {
        message: 'Enter a valid e-mail address',
        code: 'VALIDATION_ERROR',
        details: [{ path: 'body.email', message: 'Enter a valid e-mail address' }],
      },
    });
    await openContactPage();

    fillForm();
    send();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some fields need your attention. Please check them and try again.',
    );
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('says when too many messages were sent', async () => {
    contactApi({
      status: 429,
      body: { message: AUTH_MESSAGES.tooManyAttempts, code: 'RATE_LIMITED' },
    });
    await openContactPage();

    fillForm();
    send();

    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.tooManyAttempts);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('keeps the text and says so when the connection fails', async () => {
    const { fetchMock } = contactApi();
    await openContactPage();

    fillForm();
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    send();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't reach the store. Check your connection and try again.",
    );
    expect(screen.getByLabelText('Subject')).toHaveValue('Key does not activate');
  });

  it('shows a busy button while the message is on its way', async () => {
    const { fetchMock } = contactApi();
    await openContactPage();

    fillForm();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    send();

    const button = screen.getByRole('button', { name: 'Send message' });
    await waitFor(() => {
      expect(button).toBeDisabled();
    });
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(Response.json({ message: CONTACT_MESSAGES.sent }, { status: 201 }));
    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
  });
});
