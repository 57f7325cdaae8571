import { LOYALTY_MESSAGES, type AchievementProfile } from '@store/shared/schemas/loyalty';
import { levelState } from '@store/shared/rules/loyalty';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authReply } from '../../test/account-fixtures';
import { stubApi, type FakeRequest, type FakeRoute } from '../../test/fake-api';
import { questOf } from '../../test/loyalty-fixtures';
import { renderApp } from '../../test/render-app';
import { adaProfile, pointsReply } from './testing/loyalty-api';

const SLOW = { timeout: 20_000 };

/** Ada is signed in with this profile; the routes record what the page sends. */
function loyaltyApi(profile: () => AchievementProfile, overrides: Record<string, FakeRoute> = {}) {
  const sent: { path: string; request: FakeRequest }[] = [];
  stubApi({
    '/auth/me': () => ({ body: authReply() }),
    '/users/me/achievement-profile': () => ({ body: profile() }),
    '/users/me/points': () => ({
      body: pointsReply([
        {
          _id: 'p-3',
          kind: 'quest',
          xp: 40,
          reference: 'weekly-orders',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
        {
          _id: 'p-2',
          kind: 'orderRefund',
          xp: -25,
          reference: 'ord-2',
          createdAt: '2026-11-10T10:00:00.000Z',
        },
      ]),
    }),
    ...overrides,
  });
  return sent;
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const findSection = async (name: string) => within(await screen.findByRole('region', { name }));
const achievement = (title: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  const article = heading.closest('article');
  if (!article) throw new Error(`No achievement ${title}`);
  return within(article);
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('achievements page', SLOW, () => {
  it('shows the level, the community raid, achievements, quests, stats and points', async () => {
    loyaltyApi(() => adaProfile());
    renderApp('/dashboard/achievements');

    expect(await screen.findByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
    const level = await findSection('Your level');
    expect(level.getByText('Elite Raider')).toBeInTheDocument();
    expect(level.getByText('900 XP')).toBeInTheDocument();
    expect(level.getByText('1,100 XP to Mythic Champion')).toBeInTheDocument();
    expect(level.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute(
      'aria-valuenow',
      '12',
    );
    expect(level.getByText('5% off every order')).toBeInTheDocument();
    expect(level.getByText('0 of 5')).toBeInTheDocument();
    expect(level.queryByRole('button', { name: 'Prestige' })).not.toBeInTheDocument();

    const raid = section('Community Raid');
    expect(raid.getByText('1,250 of 2,500 purchases')).toBeInTheDocument();
    expect(raid.getByText('312 players contributed')).toBeInTheDocument();
    expect(raid.getByText('You contributed')).toBeInTheDocument();
    expect(raid.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    expect(screen.getByText('3 of 19 completed')).toBeInTheDocument();
    const rookie = achievement('Rookie Raider');
    expect(rookie.getByText('Complete 5 orders.')).toBeInTheDocument();
    expect(rookie.getByText('Completed')).toBeInTheDocument();
    expect(rookie.getByText('You completed 5 orders.')).toBeInTheDocument();
    expect(rookie.getByText('5 / 5')).toBeInTheDocument();
    const bigLoot = achievement('Big Loot');
    expect(bigLoot.getByText('€42.50 / €100.00')).toBeInTheDocument();
    expect(bigLoot.getByText('In progress')).toBeInTheDocument();
    expect(bigLoot.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(
      achievement('Critic’s Voice').getByRole('link', { name: /Review a game/ }),
    ).toHaveAttribute('href', '/dashboard/purchases');

    const quests = section('Quest board');
    expect(quests.getByRole('region', { name: 'Daily quests' })).toBeInTheDocument();
    const checkIn = within(quests.getByRole('article', { name: 'Daily Check-in' }));
    expect(checkIn.getByText('+5 XP')).toBeInTheDocument();
    expect(checkIn.getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(checkIn.getByText(/^Ends in \d+ h \d\d min \d\d s$/)).toBeInTheDocument();
    const chapter3 = within(quests.getByRole('article', { name: 'Chapter 3: Regular' }));
    expect(chapter3.getByText('Locked')).toBeInTheDocument();
    expect(chapter3.queryByText(/Ends in/)).not.toBeInTheDocument();
    expect(
      within(quests.getByRole('article', { name: 'Chapter 1: First Loot' })).getByText('Claimed'),
    ).toBeInTheDocument();

    const stats = section('Your stats');
    expect(stats.getByText('€314.50')).toBeInTheDocument();
    expect(stats.getByText('€52.42')).toBeInTheDocument();
    expect(stats.getByText('€99.99')).toBeInTheDocument();
    expect(stats.getByText('3 · Elite Raider')).toBeInTheDocument();
    expect(stats.getByText('Storefronts conquered').nextElementSibling).toHaveTextContent('3');

    const points = section('Points history');
    expect(await points.findByText('Quest claimed')).toBeInTheDocument();
    expect(points.getByText('+40 XP')).toBeInTheDocument();
    expect(points.getByText('Order refunded')).toBeInTheDocument();
    expect(points.getByText('−25 XP')).toBeInTheDocument();
    // What each entry was for, in words rather than ids.
    expect(points.getByText(/· Weekly Double$/)).toBeInTheDocument();
    expect(points.getByText(/· Order ord-2$/)).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Achievements – BigKeys');
    });
  });

  it('filters achievements by category and by status, from the keyboard too', async () => {
    loyaltyApi(() => adaProfile());
    renderApp('/dashboard/achievements');

    const categories = await screen.findByRole('tablist', { name: 'Achievement categories' });
    const all = within(categories).getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(19);

    fireEvent.click(within(categories).getByRole('tab', { name: 'Spending' }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getAllByRole('article')).toHaveLength(4);
    expect(panel.getByRole('heading', { name: 'Big Loot' })).toBeInTheDocument();
    expect(panel.queryByRole('heading', { name: 'Rookie Raider' })).not.toBeInTheDocument();

    const status = within(screen.getByRole('group', { name: 'Show achievements' }));
    fireEvent.click(status.getByRole('button', { name: 'Completed' }));
    expect(status.getByRole('button', { name: 'Completed' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Treasure Seeker' })).toBeInTheDocument();

    // Arrow keys move along the categories and select them.
    const spending = within(categories).getByRole('tab', { name: 'Spending' });
    spending.focus();
    fireEvent.keyDown(spending, { key: 'ArrowLeft' });
    const purchases = within(categories).getByRole('tab', { name: 'Purchases' });
    expect(purchases).toHaveFocus();
    expect(purchases).toHaveAttribute('aria-selected', 'true');
    // Completed purchases: 5 orders, and the two-item order (unlocked, not yet toasted).
    const shown = within(screen.getByRole('tabpanel'));
    expect(shown.getAllByRole('article')).toHaveLength(2);
    expect(shown.getByRole('heading', { name: 'Double Drop' })).toBeInTheDocument();

    fireEvent.click(status.getByRole('button', { name: 'Locked' }));
    fireEvent.click(within(categories).getByRole('tab', { name: 'Community' }));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Critic’s Voice' }),
    ).toBeInTheDocument();

    fireEvent.click(status.getByRole('button', { name: 'In progress' }));
    expect(screen.getByText('No achievements match these filters.')).toBeInTheDocument();
  });

  it('claims a completed quest and shows it as claimed', async () => {
    let profile = adaProfile();
    const claims: string[] = [];
    loyaltyApi(() => profile, {
      '/users/me/quests/q-daily-sign-in/claim': (url, request) => {
        claims.push(`${request.method} ${url.pathname}`);
        const quest = questOf('daily-sign-in', {
          status: 'claimed',
          current: 1,
          claimedAt: '2026-11-25T08:00:00.000Z',
        });
        profile = {
          ...profile,
          level: levelState(905),
          quests: profile.quests.map((entry) => (entry.key === quest.key ? quest : entry)),
        };
        return { body: { quest, level: profile.level } };
      },
    });
    renderApp('/dashboard/achievements');

    const card = within(await screen.findByRole('article', { name: 'Daily Check-in' }));
    fireEvent.click(card.getByRole('button', { name: 'Claim' }));
    expect(await card.findByText('Claimed')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    expect(claims).toEqual(['POST /api/v1/users/me/quests/q-daily-sign-in/claim']);
    expect(await screen.findByText('Daily Check-in claimed: +5 XP')).toBeInTheDocument();
    expect(await section('Your level').findByText('905 XP')).toBeInTheDocument();
  });

  it('keeps the claim button usable and says why, in the server’s words, when a claim fails', async () => {
    loyaltyApi(() => adaProfile(), {
      '/users/me/quests/q-daily-sign-in/claim': () => ({
        status: 409,
        body: { message: LOYALTY_MESSAGES.questExpired, code: 'QUEST_EXPIRED' },
      }),
    });
    renderApp('/dashboard/achievements');

    const card = within(await screen.findByRole('article', { name: 'Daily Check-in' }));
    const claim = card.getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    expect(await card.findByRole('alert')).toHaveTextContent('This quest has expired.');
    expect(card.getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('counts a quest down to Expired, and never counts down a story chapter', async () => {
    // Only the clock is faked: the page's one-second timer runs for real and reads it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-25T22:59:00.000Z');
    vi.setSystemTime(start);
    loyaltyApi(() =>
      adaProfile({
        quests: [
          questOf('daily-purchase', {
            status: 'completed',
            current: 1,
            expiresAt: '2026-11-26T00:00:00.000Z',
          }),
          questOf('weekly-review', { status: 'expired', expiresAt: '2026-11-23T00:00:00.000Z' }),
          questOf('story-first-review'),
        ],
      }),
    );
    renderApp('/dashboard/achievements');

    const daily = within(await screen.findByRole('article', { name: 'Daily Drop' }));
    expect(daily.getByText('Ends in 1 h 01 min 00 s')).toBeInTheDocument();
    vi.setSystemTime(new Date('2026-11-25T23:59:58.500Z'));
    expect(await daily.findByText('Ends in 0 h 00 min 02 s')).toBeInTheDocument();
    expect(daily.getByRole('button', { name: 'Claim' })).toBeInTheDocument();

    vi.setSystemTime(new Date('2026-11-26T00:00:00.000Z'));
    expect(await daily.findByText('Expired')).toBeInTheDocument();
    expect(daily.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();

    expect(
      within(screen.getByRole('article', { name: 'Weekly Critic' })).getByText('Expired'),
    ).toBeInTheDocument();
    const story = within(screen.getByRole('article', { name: 'Chapter 2: Speak Up' }));
    expect(story.queryByText(/Ends in|Expired/)).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('asks before prestige, explains the reset, and shows the new level after it', async () => {
    const top = levelState(5200);
    let profile = adaProfile({
      level: top,
      prestige: { current: 1, max: 5, available: true },
      stats: { ...adaProfile().stats, currentLevel: 5 },
    });
    const bodies: unknown[] = [];
    loyaltyApi(() => profile, {
      '/users/me/prestige': (_url, request) => {
        bodies.push(request.body);
        profile = {
          ...profile,
          level: levelState(0),
          prestige: { current: 2, max: 5, available: false },
        };
        return { body: { level: profile.level, prestige: profile.prestige } };
      },
    });
    renderApp('/dashboard/achievements');

    const level = await findSection('Your level');
    expect(level.getByText('Legendary Vault Guardian')).toBeInTheDocument();
    expect(
      level.getByText('You have reached the highest level.', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(level.getByText('Prestige 1')).toBeInTheDocument();
    fireEvent.click(level.getByRole('button', { name: 'Prestige' }));

    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Reset your level for prestige?' }),
    );
    expect(dialog.getByText(/goes back to New Challenger/)).toBeInTheDocument();
    expect(dialog.getByText(/prestige badge for good: prestige 2 of 5/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Not now' })).toHaveFocus();
    expect(bodies).toEqual([]);

    fireEvent.click(dialog.getByRole('button', { name: 'Reset and prestige' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(bodies).toEqual([{ confirm: true }]);
    expect(await level.findByText('New Challenger')).toBeInTheDocument();
    expect(level.getByText('Prestige 2')).toBeInTheDocument();
    expect(level.queryByRole('button', { name: 'Prestige' })).not.toBeInTheDocument();
    expect(screen.getByText('Prestige 2 reached. The climb starts again!')).toBeInTheDocument();
  });

  it('says "Unable to load achievements" and loads again on Retry', async () => {
    let failing = true;
    loyaltyApi(() => adaProfile(), {
      '/users/me/achievement-profile': () =>
        failing
          ? { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } }
          : { body: adaProfile() },
    });
    renderApp('/dashboard/achievements');

    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Unable to load achievements');
    failing = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect((await findSection('Your level')).getByText('Elite Raider')).toBeInTheDocument();
  });

  it('shows the quest board offline, with Retry, when a refresh fails', async () => {
    let failing = false;
    loyaltyApi(() => adaProfile(), {
      '/users/me/achievement-profile': () =>
        failing
          ? { status: 503, body: { message: 'Service unavailable', code: 'UNAVAILABLE' } }
          : { body: adaProfile() },
    });
    const { queryClient } = renderApp('/dashboard/achievements');
    expect(await screen.findByRole('article', { name: 'Daily Check-in' })).toBeInTheDocument();

    failing = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['account', 'achievement-profile'] }));
    const board = section('Quest board');
    expect(await board.findByText('The quest board is offline')).toBeInTheDocument();
    // What did load stays on screen.
    expect(section('Your level').getByText('Elite Raider')).toBeInTheDocument();

    failing = false;
    fireEvent.click(board.getByRole('button', { name: 'Retry' }));
    expect(await board.findByRole('article', { name: 'Daily Check-in' })).toBeInTheDocument();
  });
});
