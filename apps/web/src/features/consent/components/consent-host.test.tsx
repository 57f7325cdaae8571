import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { initI18n } from '../../../lib/i18n';
import { ConsentHost } from './consent-host';

const WARNING = 'Please accept the terms and conditions to continue.';
const ESSENTIAL = {
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  ad_storage: 'denied',
  analytics_storage: 'granted',
};
const ALL_DENIED = { ...ESSENTIAL, analytics_storage: 'denied' };

function Frame() {
  return (
    <div>
      <ConsentHost />
      <main>
        <Link to="/about">About</Link>
        <Outlet />
      </main>
    </div>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Frame />,
        children: [
          { index: true, element: <h1>Home</h1> },
          { path: 'about', element: <h1>About us</h1> },
          { path: 'terms', element: <h1>Terms</h1> },
          { path: '__uc', element: <h1>Under construction</h1> },
          {
            path: 'login',
            element: (
              <form>
                <label>
                  E-mail <input type="email" />
                </label>
              </form>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const pageViews = () =>
  (window.dataLayer ?? []).filter((entry) => !Array.isArray(entry) && entry.event === 'page_view');
const consentCommands = () =>
  (window.dataLayer ?? []).filter((entry) => Array.isArray(entry) && entry[0] === 'consent');

beforeEach(() => {
  window.dataLayer = [];
  // The test setup plays a returning visitor; these tests start from the first visit.
  localStorage.clear();
});

afterEach(() => {
  delete window.dataLayer;
});

describe('first visit', () => {
  it('asks in a modal dialog with the heading focused, before any analytics', async () => {
    renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to BigKeys' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('heading', { name: 'Welcome to BigKeys' })).toHaveFocus();
    for (const point of ['Instant keys', 'Secure payment', 'Help centre']) {
      expect(within(dialog).getByText(point)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: /terms and conditions/ })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(dialog).getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(consentCommands()).toEqual([['consent', 'default', ALL_DENIED]]);
    expect(pageViews()).toEqual([]);
  });

  it('keeps both choices inactive but focusable until the terms box is ticked', async () => {
    renderAt('/');
    const dialog = await screen.findByRole('dialog');
    const acceptAll = within(dialog).getByRole('button', { name: 'Accept all' });
    const essential = within(dialog).getByRole('button', { name: 'Essential only' });
    for (const button of [acceptAll, essential]) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toBeEnabled();
    }

    fireEvent.click(acceptAll);

    expect(within(dialog).getByRole('alert')).toHaveTextContent(WARNING);
    const checkbox = within(dialog).getByRole('checkbox');
    expect(checkbox).toHaveFocus();
    expect(checkbox).toHaveAccessibleDescription(WARNING);
    expect(localStorage.getItem('bigkeys-consent')).toBeNull();
    expect(consentCommands()).toHaveLength(1);

    fireEvent.click(checkbox);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(acceptAll).not.toHaveAttribute('aria-disabled');
  });

  it('stores essential-only, sends its signals and only then counts page views', async () => {
    const router = renderAt('/');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Essential only' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('bigkeys-consent')).toBe('{"accepted":true,"mode":"essential"}');
    expect(consentCommands()).toEqual([
      ['consent', 'default', ALL_DENIED],
      ['consent', 'update', ESSENTIAL],
    ]);
    expect(pageViews()).toEqual([{ event: 'page_view', path: '/' }]);

    await act(() => router.navigate('/about?x=1'));
    expect(pageViews()).toEqual([
      { event: 'page_view', path: '/' },
      { event: 'page_view', path: '/about?x=1' },
    ]);
  });

  it('stores accept-all and grants all four signals', async () => {
    renderAt('/');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept all' }));

    expect(JSON.parse(localStorage.getItem('bigkeys-consent') ?? '')).toEqual({
      accepted: true,
      mode: 'all',
    });
    expect(consentCommands().at(-1)).toEqual([
      'consent',
      'update',
      {
        ...ESSENTIAL,
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        ad_storage: 'granted',
      },
    ]);
  });

  it('cannot be dismissed with Escape, and Tab stays inside', async () => {
    renderAt('/');
    const dialog = await screen.findByRole('dialog');
    const escape = fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(escape).toBe(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    // jsdom does not move focus on Tab; a prevented default shows the dialog took over.
    const acceptAll = within(dialog).getByRole('button', { name: 'Accept all' });
    act(() => {
      acceptAll.focus();
    });
    expect(fireEvent.keyDown(acceptAll, { key: 'Tab' })).toBe(false);
    const checkbox = within(dialog).getByRole('checkbox');
    expect(checkbox).toHaveFocus();
    expect(fireEvent.keyDown(checkbox, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(acceptAll).toHaveFocus();
    // In between, Tab is left to the browser.
    act(() => {
      checkbox.focus();
    });
    expect(fireEvent.keyDown(checkbox, { key: 'Tab' })).toBe(true);
  });

  it('focuses the e-mail field on /login after the choice', async () => {
    renderAt('/login');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Essential only' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    });
  });

  it('speaks the visitor’s language', async () => {
    await initI18n('de');
    renderAt('/');
    const dialog = await screen.findByRole('dialog', { name: 'Willkommen bei BigKeys' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Alle akzeptieren' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Bitte akzeptiere die Allgemeinen Geschäftsbedingungen, um fortzufahren.',
    );
  });

  it.each(['/__uc', '/terms'])('is not shown on %s', async (path) => {
    renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pageViews()).toEqual([]);
  });
});

describe('returning visitor', () => {
  it('sees no dialog and is counted from the first page', async () => {
    localStorage.setItem('bigkeys-consent', '{"accepted":true,"mode":"essential"}');
    renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(consentCommands()).toEqual([
      ['consent', 'default', ALL_DENIED],
      ['consent', 'update', ESSENTIAL],
    ]);
    expect(pageViews()).toEqual([{ event: 'page_view', path: '/' }]);
  });

  it('has a legacy flag migrated to the current record', async () => {
    localStorage.setItem('cookieConsent', 'all');
    localStorage.setItem('analyticsConsent', 'granted');
    renderAt('/');
    await screen.findByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('bigkeys-consent')).toBe('{"accepted":true,"mode":"all"}');
    expect(localStorage.getItem('cookieConsent')).toBeNull();
    expect(localStorage.getItem('analyticsConsent')).toBeNull();
  });

  it('is asked again when the stored record is unreadable', async () => {
    localStorage.setItem('bigkeys-consent', '{"state":{"accepted":true}}');
    renderAt('/');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
