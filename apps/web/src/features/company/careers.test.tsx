import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { CAREERS_MESSAGES, type CareerPosition } from '@store/shared/schemas/contact';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { stubApi, type FakeReply, type FakeRequest } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const POSITIONS: CareerPosition[] = [
  {
    _id: '1',
    title: 'Senior Backend Engineer',
    team: 'Engineering',
    location: 'Zurich, Switzerland (hybrid)',
    type: 'full-time',
    summary: 'Build the checkout and key delivery.',
  },
  {
    _id: '2',
    title: 'Product Designer',
    team: 'Design',
    location: 'Remote (Europe)',
    type: 'part-time',
    summary: 'Shape the store from catalogue to key reveal.',
  },
];

const APPLIED: FakeReply = { status: 201, body: { message: CAREERS_MESSAGES.applied } };

/** The careers API of the real server in small: one application per address and position. */
function careersApi({
  positions = (): FakeReply => ({ body: POSITIONS }),
  apply,
}: { positions?: () => FakeReply; apply?: (request: FakeRequest) => FakeReply } = {}) {
  const applications: FakeRequest[] = [];
  const seen = new Set<string>();
  const fetchMock = stubApi({
    '/careers/positions': positions,
    '/careers/apply': (_url, request) => {
      applications.push(request);
      if (apply) return apply(request);
      const { positionId, email } = request.body as { positionId: string; email: string };
      const key = `${positionId}:${email}`;
      if (seen.has(key)) {
        return {
          status: 409,
          body: { message: CAREERS_MESSAGES.alreadyApplied, code: 'ALREADY_APPLIED' },
        };
      }
      seen.add(key);
      return APPLIED;
    },
  });
  return { applications, fetchMock };
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function openCareersPage(path = '/Careers') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Careers' });
}

function applyFor(title: string) {
  fireEvent.click(screen.getByRole('button', { name: `Apply for ${title}` }));
}

function fillApplication() {
  fill('Name', 'Grace Hopper');
  fill('E-mail address', 'grace@example.com');
  fill('Message', 'I would love to build the checkout.');
}

const submit = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
};

describe('careers page', () => {
  it('lists the open positions with their details, also at /careers', async () => {
    careersApi();
    await openCareersPage('/careers');

    const designer = (await screen.findByRole('heading', { name: 'Product Designer' })).closest(
      'article',
    );
    expect(designer).not.toBeNull();
    const card = within(designer as HTMLElement);
    expect(card.getByText('Design')).toBeInTheDocument();
    expect(card.getByText('Remote (Europe)')).toBeInTheDocument();
    expect(card.getByText('Part-time')).toBeInTheDocument();
    expect(card.getByText('Shape the store from catalogue to key reveal.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why work at BigKeys' })).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Careers – BigKeys');
    });
  });

  it('says when there are no open positions', async () => {
    careersApi({ positions: () => ({ body: [] }) });
    await openCareersPage();

    expect(await screen.findByText('No open positions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });

  it('offers a retry when the positions fail to load', async () => {
    let fail = true;
    careersApi({
      positions: () =>
        fail
          ? { status: 500, body: { message: 'Boom', code: 'INTERNAL_ERROR' } }
          : { body: POSITIONS },
    });
    await openCareersPage();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load the open positions",
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Product Designer' })).toBeInTheDocument();
  });

  it('works offline without asking for positions, and loads them once online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    careersApi();
    await openCareersPage();

    expect(
      screen.getByText('Open positions can be loaded when you are online'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our values' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Benefits' })).toBeInTheDocument();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Product Designer' })).toBeInTheDocument();
  });

  it('chooses the position of the Apply button and checks the fields first', async () => {
    const { applications } = careersApi();
    await openCareersPage();
    await screen.findByRole('heading', { name: 'Product Designer' });

    submit();
    expect(await screen.findByText('Choose a position', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.requiredFields);

    applyFor('Product Designer');
    const position = screen.getByRole('combobox', { name: 'Position' });
    expect(position).toHaveValue('2');
    await waitFor(() => {
      expect(position).toHaveFocus();
    });
    expect(applications).toHaveLength(0);
  });

  it('sends the application, then shows the spec message for a second one', async () => {
    const { applications } = careersApi();
    await openCareersPage();
    await screen.findByRole('heading', { name: 'Senior Backend Engineer' });

    applyFor('Senior Backend Engineer');
    fillApplication();
    submit();

    expect(await screen.findByRole('heading', { name: 'Application sent' })).toHaveFocus();
    expect(screen.getByText(CAREERS_MESSAGES.applied)).toBeInTheDocument();
    expect(applications[0]?.body).toEqual({
      positionId: '1',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'I would love to build the checkout.',
    });

    // Applying again brings the form back with the applicant kept and the position chosen.
    applyFor('Senior Backend Engineer');
    expect(await screen.findByRole('combobox', { name: 'Position' })).toHaveValue('1');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('grace@example.com');
    fill('Message', 'Still keen!');
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^You have already applied, please be patient until we contact you\.$/,
    );
  });

  it('shows the duplicate message in the visitor language', async () => {
    careersApi({
      apply: () => ({
        status: 409,
        body: { message: CAREERS_MESSAGES.alreadyApplied, code: 'ALREADY_APPLIED' },
      }),
    });
    await openCareersPage();
    await screen.findByRole('heading', { name: 'Product Designer' });
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Karriere' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Bewerben als Product Designer' }));
    fill('Name', 'Grace Hopper');
    fill('E-Mail-Adresse', 'grace@example.com');
    fill('Nachricht', 'Hallo!');
    fireEvent.click(screen.getByRole('button', { name: 'Bewerbung senden' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du hast dich bereits beworben. Bitte hab etwas Geduld, bis wir uns bei dir melden.',
    );
  });

  it('puts the fields the server refuses next to those fields', async () => {
    careersApi({
      apply: () => ({
        status: 400,
        body: {
          message: 'At most 100 characters',
          code: 'VALIDATION_ERROR',
          details: [{ path: 'body.name', message: 'At most 100 characters' }],
        },
      }),
    });
    await openCareersPage();
    await screen.findByRole('heading', { name: 'Product Designer' });

    applyFor('Product Designer');
    fillApplication();
    submit();

    const name = screen.getByLabelText('Name');
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription('At most 100 characters');
    });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention.');
  });

  it('refreshes the list when the chosen position has closed', async () => {
    let open = POSITIONS;
    careersApi({
      positions: () => ({ body: open }),
      apply: () => {
        open = POSITIONS.slice(0, 1);
        return {
          status: 404,
          body: { message: CAREERS_MESSAGES.positionNotFound, code: 'NOT_FOUND' },
        };
      },
    });
    await openCareersPage();
    await screen.findByRole('heading', { name: 'Product Designer' });

    applyFor('Product Designer');
    fillApplication();
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(CAREERS_MESSAGES.positionNotFound);
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Product Designer' })).not.toBeInTheDocument();
    });
    expect(screen.getByRole('combobox', { name: 'Position' })).toHaveValue('');
  });
});
