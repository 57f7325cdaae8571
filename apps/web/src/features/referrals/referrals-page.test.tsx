import { REFERRAL_MESSAGES, type ReferralProfile } from '@store/shared/schemas/referrals';
import { fireEvent, queries, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authReply } from '../../test/account-fixtures';
import { stubApi, type FakeRequest, type FakeRoute } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import {
  balanceOf,
  earning,
  earningsReply,
  payoutsReply,
  referralList,
  referralProfile,
  referralSettings,
  trackedReferral,
} from './testing/referrals-api';

const SLOW = { timeout: 20_000 };
const LINK = 'https://bigkeys.local/?ref=ADA2K7XQ';

/** Ada is signed in; each route can be replaced, and every call is recorded. */
function referralsApi(overrides: Record<string, FakeRoute> = {}) {
  const calls: { path: string; url: URL; request: FakeRequest }[] = [];
  const recorded = (path: string, route: FakeRoute): FakeRoute => {
    return (url, request) => {
      calls.push({ path, url, request });
      return route(url, request);
    };
  };
  const routes: Record<string, FakeRoute> = {
    '/referrals/settings': () => ({ body: referralSettings() }),
    '/referrals/me': () => ({ body: referralProfile() }),
    '/referrals/me/referrals': () => ({
      body: referralList([
        trackedReferral('1', {
          email: 'b***n@example.com',
          status: 'buyer',
          earned: [
            { currency: 'EUR', amount: 299 },
            { currency: 'CHF', amount: 180 },
          ],
        }),
        trackedReferral('2', { email: 'c***a@example.com' }),
      ]),
    }),
    '/referrals/me/earnings': () => ({
      body: earningsReply([
        earning('e-2'),
        earning('e-1', {
          currency: 'CHF',
          netAmount: 3000,
          amount: 180,
          status: 'unpaid',
          earnedAt: '2026-11-01T10:00:00.000Z',
        }),
      ]),
    }),
    '/referrals/me/payouts': () => ({ body: payoutsReply() }),
    ...overrides,
  };
  stubApi({
    '/auth/me': () => ({ body: authReply() }),
    ...Object.fromEntries(
      Object.entries(routes).map(([path, route]) => [path, recorded(path, route)]),
    ),
  });
  return { calls, count: (path: string) => calls.filter((call) => call.path === path).length };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

type BoundQueries = ReturnType<typeof within<typeof queries>>;

/** The card of one currency's balance inside the balances section. */
function balanceCard(balances: BoundQueries, currency: string) {
  const card = balances.getByRole('heading', { name: `Balance in ${currency}` }).closest('li');
  if (!card) throw new Error(`No balance in ${currency}`);
  return within(card);
}

/** Puts a clipboard on navigator for one test; jsdom has none. */
function stubClipboard(write: (text: string) => Promise<void>) {
  const writeText = vi.fn(write);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return {
    writeText,
    restore: () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    },
  };
}

describe('referral dashboard', SLOW, () => {
  it('shows the code, the share with its booster, balances in two currencies and the lists', async () => {
    referralsApi();
    renderApp('/dashboard/referrals');

    expect(await screen.findByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
    const nav = within(screen.getByRole('navigation', { name: 'Dashboard sections' }));
    expect(nav.getByRole('link', { name: 'Referrals' })).toHaveAttribute('aria-current', 'page');

    const share = await section('Your referral link');
    expect(share.getByText('ADA2K7XQ')).toBeInTheDocument();
    expect(share.getByRole('textbox', { name: 'Your link' })).toHaveValue(LINK);
    const mail = share.getByRole('link', { name: 'Share by e-mail' });
    const href = new URL(mail.getAttribute('href') ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.searchParams.get('subject')).toBe('Join me on BigKeys');
    expect(href.searchParams.get('body')).toContain(LINK);

    const percent = await section('Your share');
    expect(percent.getByText('6%')).toBeInTheDocument();
    expect(percent.getByText('of every order')).toBeInTheDocument();
    expect(percent.getByText('Base share').nextElementSibling).toHaveTextContent('5%');
    expect(percent.getByText('Loyalty level boost (level 3)').nextElementSibling).toHaveTextContent(
      '+0.5%',
    );
    expect(percent.getByText('Milestone boost').nextElementSibling).toHaveTextContent('+0.5%');
    expect(percent.getByText('Maximum share').nextElementSibling).toHaveTextContent('10%');

    const balances = await section('Your balance');
    const eur = balanceCard(balances, 'EUR');
    expect(eur.getByText('Pending').nextElementSibling).toHaveTextContent('€2.99');
    expect(eur.getByText('Available').nextElementSibling).toHaveTextContent('€12.50');
    expect(eur.getByText('In payout').nextElementSibling).toHaveTextContent('€0.00');
    expect(eur.getByText('Paid').nextElementSibling).toHaveTextContent('€5.00');
    expect(eur.getByText('Lifetime').nextElementSibling).toHaveTextContent('€20.49');
    expect(eur.getByRole('button', { name: 'Request payout of €12.50' })).toBeEnabled();
    const chf = balanceCard(balances, 'CHF');
    expect(chf.getByText('Pending').nextElementSibling).toHaveTextContent('CHF1.80');
    expect(chf.queryByRole('button')).not.toBeInTheDocument();
    expect(chf.getByText('Payouts start at CHF9.50.')).toBeInTheDocument();

    const milestones = await section('Milestones');
    expect(milestones.getByText('Friends joined').nextElementSibling).toHaveTextContent('2');
    expect(milestones.getByText('Friends who bought').nextElementSibling).toHaveTextContent('1');
    expect(milestones.getByText('Last referral').nextElementSibling).toHaveTextContent(
      'Nov 20, 2026',
    );
    expect(milestones.getByRole('progressbar', { name: 'Progress to First Ally' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(
      milestones.getByRole('progressbar', { name: 'Progress to Squad Leader' }),
    ).toHaveAttribute('aria-valuenow', '20');
    expect(milestones.getByText('Reached')).toBeInTheDocument();
    expect(milestones.getByText('4 more buyers to the next milestone.')).toBeInTheDocument();

    const friends = await section('Friends you referred');
    expect(await friends.findByText('b***n@example.com')).toBeInTheDocument();
    expect(friends.getByText('€2.99 · CHF1.80')).toBeInTheDocument();
    expect(friends.getByText('Buyer')).toBeInTheDocument();
    expect(friends.getByText('c***a@example.com')).toBeInTheDocument();
    expect(friends.getByText('Registered')).toBeInTheDocument();
    expect(friends.getAllByText(/^Joined Nov 20, 2026/)).toHaveLength(2);

    const earnings = await section('Earnings');
    expect(await earnings.findByText('€2.98')).toBeInTheDocument();
    expect(earnings.getByText('Pending until Nov 29, 2026')).toBeInTheDocument();
    expect(earnings.getByText(/6% of €49\.83/)).toBeInTheDocument();
    expect(earnings.getByText('CHF1.80')).toBeInTheDocument();
    expect(earnings.getByText('Available')).toBeInTheDocument();

    const payouts = await section('Payouts');
    expect(await payouts.findByText('No payouts requested yet.')).toBeInTheDocument();
  });

  it('copies the link and says so', async () => {
    referralsApi();
    const { writeText, restore } = stubClipboard(() => Promise.resolve());
    try {
      renderApp('/dashboard/referrals');
      const share = await section('Your referral link');
      fireEvent.click(share.getByRole('button', { name: 'Copy link' }));
      expect(await share.findByText('Link copied')).toBeInTheDocument();
      expect(writeText).toHaveBeenCalledWith(LINK);
      expect(share.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('asks to copy by hand with the link selected when the clipboard refuses', async () => {
    referralsApi();
    const { restore } = stubClipboard(() =>
      Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    );
    try {
      renderApp('/dashboard/referrals');
      const share = await section('Your referral link');
      fireEvent.click(share.getByRole('button', { name: 'Copy link' }));
      expect(await share.findByRole('alert')).toHaveTextContent(REFERRAL_MESSAGES.copyFailed);
      const input = share.getByRole<HTMLInputElement>('textbox', { name: 'Your link' });
      expect(input).toHaveFocus();
      expect(input.selectionStart).toBe(0);
      expect(input.selectionEnd).toBe(LINK.length);
      expect(share.queryByText('Link copied')).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('asks to copy by hand when the browser has no clipboard', async () => {
    referralsApi();
    // Outside a secure context the property may be there but empty.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    try {
      renderApp('/dashboard/referrals');
      const share = await section('Your referral link');
      fireEvent.click(share.getByRole('button', { name: 'Copy link' }));
      expect(await share.findByText(REFERRAL_MESSAGES.copyFailed)).toBeInTheDocument();
      expect(share.getByRole('textbox', { name: 'Your link' })).toHaveFocus();
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('requests a payout with an idempotency key, then shows the new balance and payout', async () => {
    let requested = false;
    const api = referralsApi({
      '/referrals/me': () => ({
        body: referralProfile(
          requested
            ? {
                balances: [
                  balanceOf('EUR', { pending: 299, requested: 1250, paid: 500 }),
                  balanceOf('CHF', { pending: 180, minimumPayout: 950 }),
                ],
              }
            : {},
        ),
      }),
      '/referrals/me/payouts': (_url, request) => {
        if (request.method === 'POST') {
          requested = true;
          return {
            status: 201,
            body: {
              _id: 'po-1',
              currency: 'EUR',
              amount: 1250,
              status: 'requested',
              requestedAt: '2026-11-25T09:00:00.000Z',
              paidAt: null,
            },
          };
        }
        return {
          body: payoutsReply(
            requested
              ? [
                  {
                    _id: 'po-1',
                    currency: 'EUR',
                    amount: 1250,
                    status: 'requested',
                    requestedAt: '2026-11-25T09:00:00.000Z',
                    paidAt: null,
                  },
                ]
              : [],
          ),
        };
      },
    });
    renderApp('/dashboard/referrals');

    const balances = await section('Your balance');
    fireEvent.click(balances.getByRole('button', { name: 'Request payout of €12.50' }));

    expect(await screen.findByText('Payout of €12.50 requested.')).toBeInTheDocument();
    const post = api.calls.find((call) => call.request.method === 'POST');
    expect(post?.request.body).toEqual({ currency: 'EUR' });
    expect(post?.request.headers.get('Idempotency-Key')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    await waitFor(() => {
      expect(balances.queryByRole('button', { name: /Request payout/ })).not.toBeInTheDocument();
    });
    const eur = balanceCard(balances, 'EUR');
    expect(eur.getByText('In payout').nextElementSibling).toHaveTextContent('€12.50');
    const payouts = await section('Payouts');
    expect(await payouts.findByText('€12.50')).toBeInTheDocument();
    expect(payouts.getByText('Requested')).toBeInTheDocument();
    expect(api.count('/referrals/me')).toBe(2);
  });

  it('shows the server’s reason when a payout is refused', async () => {
    referralsApi({
      '/referrals/me/payouts': (_url, request) =>
        request.method === 'POST'
          ? {
              status: 400,
              body: { message: REFERRAL_MESSAGES.payoutBelowMinimum, code: 'PAYOUT_BELOW_MINIMUM' },
            }
          : { body: payoutsReply() },
    });
    renderApp('/dashboard/referrals');

    const balances = await section('Your balance');
    fireEvent.click(balances.getByRole('button', { name: 'Request payout of €12.50' }));
    expect(await balances.findByRole('alert')).toHaveTextContent(
      'Your available balance is below the minimum payout.',
    );
    expect(balances.getByRole('button', { name: 'Request payout of €12.50' })).toBeEnabled();
  });

  it('shows empty states to a customer nobody has joined yet', async () => {
    const newcomer: Partial<ReferralProfile> = {
      referrals: 0,
      buyers: 0,
      lastReferralAt: null,
      balances: [],
      booster: { baseBp: 500, levelBoostBp: 0, milestoneBoostBp: 0, level: 1 },
      payoutPercentBp: 500,
      nextMilestone: { buyers: 1, remaining: 1 },
    };
    referralsApi({
      '/referrals/me': () => ({ body: referralProfile(newcomer) }),
      '/referrals/me/referrals': () => ({ body: referralList([]) }),
      '/referrals/me/earnings': () => ({ body: earningsReply([]) }),
    });
    renderApp('/dashboard/referrals');

    expect(
      await (await section('Your share')).findByText('5%', { selector: 'p > span' }),
    ).toBeInTheDocument();
    expect((await section('Your balance')).getByText('No earnings yet')).toBeInTheDocument();
    const milestones = await section('Milestones');
    expect(milestones.getByText('Last referral').nextElementSibling).toHaveTextContent('None yet');
    expect(milestones.queryByText('Reached')).not.toBeInTheDocument();
    expect(milestones.getByText('1 more buyer to the next milestone.')).toBeInTheDocument();
    const friends = await section('Friends you referred');
    expect(
      await friends.findByText('No friends have joined with your link yet'),
    ).toBeInTheDocument();
    expect(friends.getByText(LINK)).toBeInTheDocument();
    expect(await (await section('Earnings')).findByText('No earnings yet.')).toBeInTheDocument();
    expect(
      await (await section('Payouts')).findByText('No payouts requested yet.'),
    ).toBeInTheDocument();
  });

  it('offers Retry when the profile cannot load', async () => {
    let fail = true;
    referralsApi({
      '/referrals/me': () =>
        fail
          ? { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL' } }
          : { body: referralProfile() },
    });
    renderApp('/dashboard/referrals');

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to load your referrals');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ADA2K7XQ')).toBeInTheDocument();
    expect(screen.queryByText('Unable to load your referrals')).not.toBeInTheDocument();
  });

  it('pages through the referred friends', async () => {
    const api = referralsApi({
      '/referrals/me/referrals': (url) => {
        const page = Number(url.searchParams.get('page'));
        return {
          body: referralList(
            [trackedReferral(String(page), { email: `friend${page}@example.com` })],
            page,
            2,
            11,
          ),
        };
      },
    });
    renderApp('/dashboard/referrals');

    const friends = await section('Friends you referred');
    expect(await friends.findByText('friend1@example.com')).toBeInTheDocument();
    const pager = within(friends.getByRole('navigation', { name: 'Referral pages' }));
    expect(pager.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await friends.findByText('friend2@example.com')).toBeInTheDocument();
    expect(pager.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
    const asked = api.calls
      .filter((call) => call.path === '/referrals/me/referrals')
      .map((call) => [call.url.searchParams.get('page'), call.url.searchParams.get('limit')]);
    expect(asked).toEqual([
      ['1', '10'],
      ['2', '10'],
    ]);
  });
});
