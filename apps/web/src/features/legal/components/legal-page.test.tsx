import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../../../lib/i18n';
import { useAppSettingsStore } from '../../../stores/app-settings';
import { stubApi, UNAUTHORIZED } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const CHF_READING =
  'All prices are stated in Swiss francs (CHF) and include Swiss value added tax (VAT) at the applicable rate.';
const OTHER_READING = /Prices are shown in the currency you have selected, currently Euro \(EUR\)/;

/** A guest in a healthy store, with every response announcing this currency and region. */
function announce(currency: string, region: string) {
  const headers = { 'x-currency': currency, 'x-region': region };
  stubApi({
    '/auth/me': () => ({ ...UNAUTHORIZED, headers }),
    '/health': () => ({ body: { status: 'ok' }, headers }),
    '/product/home': () => ({ body: { underConstruction: false }, headers }),
  });
}

function chooseEnglish() {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
}

describe('terms page', () => {
  it('states prices in Swiss francs with Swiss VAT when the server announces CHF', async () => {
    chooseEnglish();
    announce('CHF', 'CH');
    renderApp('/terms');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeVisible();
    expect(await screen.findByText(CHF_READING)).toBeVisible();
    expect(screen.queryByText(OTHER_READING)).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Terms and conditions – BigKeys');
    });
  });

  it('states prices in the selected currency, CHF binding for Switzerland, otherwise', async () => {
    announce('EUR', 'EU');
    renderApp('/terms');

    const clause = await screen.findByText(OTHER_READING);
    expect(clause).toHaveTextContent(
      'include the value added tax (VAT) of your country. For customers in Switzerland, the price in Swiss francs (CHF) including Swiss VAT is the binding price.',
    );
    expect(screen.queryByText(CHF_READING)).not.toBeInTheDocument();

    // A later announcement (another currency chosen) changes the reading in place.
    act(() => {
      useAppSettingsStore.setState({ currency: 'CHF' });
    });
    expect(screen.getByText(CHF_READING)).toBeVisible();
    act(() => {
      useAppSettingsStore.setState({ currency: 'USD' });
    });
    expect(screen.getByText(/currently US Dollar \(USD\)/)).toBeVisible();
  });

  it('speaks German to a visitor in Switzerland, with the CHF reading', async () => {
    announce('CHF', 'CH');
    renderApp('/terms');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }),
    ).toBeVisible();
    expect(
      await screen.findByText(/^Alle Preise verstehen sich in Schweizer Franken \(CHF\)/),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Inhalt' })).toBeInTheDocument();
  });

  it('lists every section in the table of contents and moves to the one chosen', async () => {
    chooseEnglish();
    announce('EUR', 'EU');
    const { router } = renderApp('/terms');

    const contents = within(await screen.findByRole('navigation', { name: 'Contents' }));
    const links = contents.getAllByRole('link');
    expect(links).toHaveLength(16);
    for (const link of links) {
      const id = link.getAttribute('href')?.split('#')[1] ?? '';
      expect(document.getElementById(id)).toHaveClass('scroll-mt-32');
    }

    const returns = contents.getByRole('link', { name: '9. Returns and refunds' });
    expect(returns).toHaveAttribute('href', '/terms#returns');
    fireEvent.click(returns);

    await waitFor(() => {
      expect(router.state.location.hash).toBe('#returns');
    });
    const section = document.getElementById('returns');
    expect(section).toHaveFocus();
    expect(
      within(section as HTMLElement).getByRole('heading', {
        level: 2,
        name: '9. Returns and refunds',
      }),
    ).toBeVisible();
    expect(section).toHaveTextContent('within 7 days of delivery');
    expect(section).toHaveTextContent('within 5–10 business days');
  });

  it('marks the irreversible key reveal and the date of the last change', async () => {
    chooseEnglish();
    announce('EUR', 'EU');
    renderApp('/terms');

    expect(await screen.findByText(/^Revealing a key is irreversible\./)).toHaveTextContent(
      'the right to an instant refund ends',
    );
    const date = screen.getByText('22 November 2026');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-11-22');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});

describe('privacy page', () => {
  it('shows the policy with headings in order and mail links to the store', async () => {
    chooseEnglish();
    announce('EUR', 'EU');
    renderApp('/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await waitFor(() => {
      expect(document.title).toBe('Privacy policy – BigKeys');
    });
    const main = screen.getByRole('main');
    const levels = within(main)
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index === 0) expect(level).toBe(1);
      else expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });

    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    expect(contents.getByRole('link', { name: '4. Cookies and local storage' })).toHaveAttribute(
      'href',
      '/privacy#cookies',
    );
    expect(
      within(main).getAllByRole('link', { name: 'privacy@bigkeys.example' })[0],
    ).toHaveAttribute('href', 'mailto:privacy@bigkeys.example');
    expect(within(main).getByText('bs_referral')).toBeVisible();
  });
});
