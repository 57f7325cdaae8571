import type { User } from '@store/shared/schemas/auth';
import {
  IDENTITY_MESSAGES,
  type IdentityVerification,
  type IdentityVerificationReply,
} from '@store/shared/schemas/identity';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeIdentity } from '../lib/live/testing/fake-identity-channel';
import { useAuthStore } from '../stores/auth';
import { meRoute, user } from '../test/account-fixtures';
import { stubApi, type FakeRoute } from '../test/fake-api';
import { renderApp } from '../test/render-app';

vi.mock('../lib/live/identity-socket', async () => {
  const { fakeIdentity: channel } = await import('../lib/live/testing/fake-identity-channel');
  return { openIdentitySocket: channel.open };
});

const STEP = { name: 'Verify your identity' } as const;
const SECRET = 'ivs_sbx_session1_secret_abc';
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01];
const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d];

function verification(overrides: Partial<IdentityVerification> = {}): IdentityVerification {
  return {
    _id: 'idv_1',
    status: 'processing_verification',
    error: null,
    provider: 'sandbox',
    verificationSecret: SECRET,
    verificationUrl: null,
    documentsReceived: false,
    ticketId: null,
    createdAt: '2026-02-01T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

const photo = (name: string, bytes: number[], type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

/**
 * Ada must verify her identity; the server's answers change as the test goes: `state.check`
 * is her latest check, `state.account` what /auth/me says.
 */
function identityApi(
  check: IdentityVerification | null,
  overrides: Record<string, FakeRoute> = {},
) {
  const state: { account: User; check: IdentityVerification | null } = {
    account: user({ identityRequireCheck: true }),
    check,
  };
  const reply = (): { body: IdentityVerificationReply } => ({
    body: {
      identityRequireCheck: state.account.identityRequireCheck,
      provider: 'sandbox',
      verification: state.check,
    },
  });
  const fetchMock = stubApi({
    '/auth/me': meRoute(() => state.account),
    '/identity/verification': (_url, request) => {
      if (request.method === 'POST') state.check = verification();
      return reply();
    },
    '/sandbox/identity/ivs_sbx_session1/documents': () => {
      state.check = verification({ documentsReceived: true });
      return { status: 202, body: { received: true } };
    },
    ...overrides,
  });
  return { state, fetchMock };
}

/** The FormData the page sent to the sandbox, if any. */
function sentForm(fetchMock: ReturnType<typeof stubApi>): FormData | undefined {
  const call = fetchMock.mock.calls.find(
    ([input]) => typeof input === 'string' && input.includes('/sandbox/identity/'),
  );
  const body = call?.[1]?.body;
  return body instanceof FormData ? body : undefined;
}

function choosePhotos(document: File, selfie: File) {
  fireEvent.change(screen.getByLabelText(/Photo of your identity document/), {
    target: { files: [document] },
  });
  fireEvent.change(screen.getByLabelText(/^Selfie/), { target: { files: [selfie] } });
}

beforeEach(() => {
  fakeIdentity.reset('connected');
});
afterEach(() => {
  useAuthStore.getState().clear();
});

describe('the welcome page’s identity step', () => {
  it('is all a customer asked to verify sees, on every path', async () => {
    identityApi(null);
    const { router } = renderApp('/products');
    expect(await screen.findByRole('heading', STEP)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All products' })).not.toBeInTheDocument();
    await router.navigate('/dashboard/purchases');
    expect(await screen.findByRole('heading', STEP)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start verification' })).toBeEnabled();
  });

  it('starts a check, explains the sandbox’s test names and sends the photos', async () => {
    const { fetchMock } = identityApi(null);
    renderApp('/dashboard');

    const step = (await screen.findByRole('heading', STEP)).closest('li');
    if (!step) throw new Error('no step');
    expect(await within(step).findByRole('region', { name: 'Test mode' })).toHaveTextContent(
      'Test Rejected',
    );
    fireEvent.click(within(step).getByRole('button', { name: 'Start verification' }));

    const name = await screen.findByRole('textbox', { name: /Name as it appears on the document/ });
    expect(screen.getByLabelText(/Photo of your identity document/)).toHaveAttribute(
      'accept',
      'image/jpeg,image/png,image/webp',
    );
    expect(screen.getByLabelText(/Photo of your identity document/)).toHaveAttribute(
      'capture',
      'environment',
    );
    expect(screen.getByLabelText(/^Selfie/)).toHaveAttribute('capture', 'user');
    expect(useAuthStore.getState()).toMatchObject({
      verificationStatus: 'processing_verification',
      verificationSecret: SECRET,
    });

    fireEvent.change(name, { target: { value: 'Test Verified' } });
    choosePhotos(
      photo('id.jpg', JPEG_BYTES, 'image/jpeg'),
      photo('me.png', PNG_BYTES, 'image/png'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));

    expect(await screen.findByText('Checking your documents…')).toBeInTheDocument();
    const form = sentForm(fetchMock);
    expect(form?.get('clientSecret')).toBe(SECRET);
    expect(form?.get('name')).toBe('Test Verified');
    expect((form?.get('document') as File | null)?.name).toBe('id.jpg');
    expect((form?.get('selfie') as File | null)?.name).toBe('me.png');
  });

  it('lifts the restriction the moment the live status says verified', async () => {
    const { state } = identityApi(verification({ documentsReceived: true }));
    renderApp('/dashboard');
    expect(await screen.findByText('Checking your documents…')).toBeInTheDocument();
    await waitFor(() => {
      expect(fakeIdentity.openCount()).toBe(1);
    });

    state.account = user();
    state.check = verification({ status: 'verified', verificationSecret: null, decidedAt: 'x' });
    fakeIdentity.send({ status: 'verified', error: null });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello, Ada!' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', STEP)).not.toBeInTheDocument();
    expect(await screen.findByText('Your identity is verified. Thank you!')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({
      identityRequireCheck: false,
      verificationStatus: 'verified',
    });
  });

  it('asks for another document with the provider’s reason, live', async () => {
    const { state } = identityApi(verification({ documentsReceived: true }));
    renderApp('/about');
    await screen.findByText('Checking your documents…');
    await waitFor(() => {
      expect(fakeIdentity.openCount()).toBe(1);
    });

    state.check = verification({ status: 'requires_input', error: 'document_unreadable' });
    fakeIdentity.send({ status: 'requires_input', error: 'document_unreadable' });

    const alert = await screen.findByText('We need another document');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'The photo of your document could not be read.',
    );
    expect(
      await screen.findByRole('button', { name: 'Send for verification' }),
    ).toBeInTheDocument();
    expect(useAuthStore.getState().verificationError).toBe('document_unreadable');
  });

  it('explains the wait while a person reviews the documents', async () => {
    identityApi(verification({ status: 'manual_review', documentsReceived: true }));
    renderApp('/about');
    expect(await screen.findByText('A person is reviewing your documents')).toBeInTheDocument();
    expect(screen.getByText(/up to 2 business days/)).toBeInTheDocument();
  });

  it('says what to do after a rejection and links to the support ticket', async () => {
    identityApi(
      verification({
        status: 'rejected',
        error: 'document_rejected',
        verificationSecret: null,
        ticketId: 'tkt_42',
        decidedAt: '2026-02-01T10:05:00.000Z',
      }),
    );
    renderApp('/about');
    expect(await screen.findByText('We could not verify your identity')).toBeInTheDocument();
    expect(screen.getByText(/The document could not be accepted/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your support ticket' })).toHaveAttribute(
      'href',
      '/about?support=tkt_42',
    );
    expect(screen.getByRole('button', { name: 'Start a new verification' })).toBeEnabled();
  });

  it('offers a new check when staff ask again after a verified one', async () => {
    identityApi(verification({ status: 'verified', verificationSecret: null, decidedAt: 'x' }));
    renderApp('/about');
    expect(await screen.findByRole('button', { name: 'Start verification' })).toBeEnabled();
  });

  it('checks the photos before sending them', async () => {
    const { fetchMock } = identityApi(verification());
    renderApp('/about');
    const name = await screen.findByRole('textbox', { name: /Name as it appears on the document/ });
    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(
      await screen.findByText('Please enter the name as it appears on your document.'),
    ).toBeVisible();
    expect(screen.getAllByText('Please choose a photo.')).toHaveLength(2);

    fireEvent.change(name, { target: { value: 'Ada Lovelace' } });
    const huge = photo('huge.jpg', JPEG_BYTES, 'image/jpeg');
    Object.defineProperty(huge, 'size', { value: 30 * 1024 * 1024 });
    choosePhotos(huge, photo('notes.png', [0x25, 0x50, 0x44, 0x46], 'image/png'));
    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('This photo is larger than 10 MB.')).toBeVisible();
    expect(screen.getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible();
    expect(screen.getByLabelText(/Photo of your identity document/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sentForm(fetchMock)).toBeUndefined();
  });

  it('shows the server’s refusal in the customer’s words', async () => {
    identityApi(verification(), {
      '/sandbox/identity/ivs_sbx_session1/documents': () => ({
        status: 400,
        body: { message: IDENTITY_MESSAGES.photoNotImage, code: 'PHOTO_NOT_IMAGE' },
      }),
    });
    renderApp('/about');
    fireEvent.change(
      await screen.findByRole('textbox', { name: /Name as it appears on the document/ }),
      { target: { value: 'Ada' } },
    );
    choosePhotos(
      photo('id.jpg', JPEG_BYTES, 'image/jpeg'),
      photo('me.png', PNG_BYTES, 'image/png'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That did not work: Photos must be JPEG, PNG or WebP images.',
    );
  });

  it('offers a retry when the check cannot be loaded', async () => {
    let fail = true;
    identityApi(null, {
      '/identity/verification': () =>
        fail
          ? { status: 503, body: { message: 'down', code: 'IDENTITY_PROVIDER_UNAVAILABLE' } }
          : { body: { identityRequireCheck: true, provider: 'sandbox', verification: null } },
    });
    renderApp('/about');
    expect(await screen.findByText('Your identity check could not be loaded.')).toBeVisible();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Start verification' })).toBeEnabled();
  });
});
