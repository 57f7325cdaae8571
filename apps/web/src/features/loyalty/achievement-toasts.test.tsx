import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcePaymentsChannelConnected } from '../../lib/live/achievement-unlocked';
import { applyPaymentsMessage } from '../../lib/live/use-payments-channel';
import { useNoticesStore } from '../../stores/notices';
import { authReply } from '../../test/account-fixtures';
import { stubApi, type FakeRoute } from '../../test/fake-api';
import { questOf } from '../../test/loyalty-fixtures';
import { renderApp } from '../../test/render-app';
import { adaProfile, pointsReply } from './testing/loyalty-api';

const SLOW = { timeout: 20_000 };

const messages = () => useNoticesStore.getState().notices.map((notice) => notice.message);

/** Ada signed in; the unseen list empties once marked seen, as on the server. */
function toastApi(unseen: string[], overrides: Record<string, FakeRoute> = {}) {
  const state = { unseen, asked: 0, seen: [] as unknown[], profile: adaProfile() };
  stubApi({
    '/auth/me': () => ({ body: authReply() }),
    '/users/me/achievements/unseen': () => {
      state.asked += 1;
      return {
        body: {
          achievements: state.unseen.map((id) => ({ id, completedAt: '2026-11-24T18:00:00.000Z' })),
        },
      };
    },
    '/users/me/achievements/seen': (_url, request) => {
      state.seen.push(request.body);
      const { ids } = request.body as { ids: string[] };
      state.unseen = state.unseen.filter((id) => !ids.includes(id));
      return { status: 204, body: null };
    },
    '/users/me/achievement-profile': () => ({ body: state.profile }),
    '/users/me/points': () => ({ body: pointsReply([]) }),
    '/users/me/quests/q-daily-sign-in/claim': () => {
      const quest = questOf('daily-sign-in', {
        status: 'claimed',
        current: 1,
        claimedAt: '2026-11-25T08:00:00.000Z',
      });
      state.profile = {
        ...state.profile,
        quests: state.profile.quests.map((entry) => (entry.key === quest.key ? quest : entry)),
      };
      return { body: { quest, level: state.profile.level } };
    },
    ...overrides,
  });
  return state;
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete window.dataLayer;
});

describe('achievement toasts', SLOW, () => {
  it('asks again for what is unseen when the payments channel connects', async () => {
    const state = toastApi([]);
    renderApp('/dashboard');
    await waitFor(() => {
      expect(state.asked).toBe(1);
    });

    // Reached and announced before the socket was up: only the unseen list still has it.
    state.unseen = ['orders-5'];
    act(() => {
      announcePaymentsChannelConnected();
    });
    expect(await screen.findByText('Achievement unlocked: Rookie Raider')).toBeInTheDocument();
    await waitFor(() => {
      expect(state.seen).toEqual([{ ids: ['orders-5'] }]);
    });
    expect(messages().filter((message) => message.startsWith('Achievement unlocked'))).toHaveLength(
      1,
    );
  });

  it('toasts what was reached while away once per page load, then marks it seen', async () => {
    const state = toastApi(['bulk-2', 'orders-5']);
    const { router } = renderApp('/dashboard');

    expect(await screen.findByText('Achievement unlocked: Double Drop')).toBeInTheDocument();
    expect(screen.getByText('Achievement unlocked: Rookie Raider')).toBeInTheDocument();
    await waitFor(() => {
      expect(state.seen).toEqual([{ ids: ['bulk-2', 'orders-5'] }]);
    });

    // Moving to another page neither asks again nor repeats the toasts.
    await act(() => router.navigate('/dashboard/achievements'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
    expect(state.asked).toBe(1);
    expect(messages().filter((message) => message.startsWith('Achievement unlocked'))).toHaveLength(
      2,
    );
  });

  it('asks, and toasts nothing, when nothing new was reached', async () => {
    const state = toastApi([]);
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 2, name: 'Loyalty' })).toBeInTheDocument();
    await waitFor(() => {
      expect(state.asked).toBe(1);
    });
    expect(state.seen).toEqual([]);
    expect(messages()).toEqual([]);
  });

  it('toasts an unlock from the payments channel at once, and only once', async () => {
    const state = toastApi([]);
    renderApp('/dashboard');
    await waitFor(() => {
      expect(state.asked).toBe(1);
    });

    const message = { id: 'spend-250', completedAt: '2026-11-25T08:00:00.000Z' } as const;
    act(() => {
      applyPaymentsMessage({ event: 'achievementUnlocked', message });
      applyPaymentsMessage({ event: 'achievementUnlocked', message });
    });
    expect(messages()).toEqual(['Achievement unlocked: Treasure Seeker']);
    await waitFor(() => {
      expect(state.seen).toEqual([{ ids: ['spend-250'] }]);
    });
  });

  it('asks nothing for a guest', async () => {
    const state = toastApi(['bulk-2'], {
      '/auth/me': () => ({
        status: 401,
        body: { message: 'User not authenticated', code: 'UNAUTHORIZED' },
      }),
    });
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(state.asked).toBe(0);
  });
});

describe('loyalty analytics', SLOW, () => {
  const loyaltyEvents = () =>
    (window.dataLayer ?? []).filter(
      (entry) =>
        !Array.isArray(entry) &&
        ['achievement_unlocked', 'quest_claimed'].includes(String(entry.event)),
    );

  it('sends nothing while the flag is off, even with consent', async () => {
    toastApi(['bulk-2']);
    renderApp('/dashboard/achievements');

    expect(await screen.findByText('Achievement unlocked: Double Drop')).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Daily Check-in' }));
    fireEvent.click(card.getByRole('button', { name: 'Claim' }));
    expect(await card.findByText('Claimed')).toBeInTheDocument();
    expect(loyaltyEvents()).toEqual([]);
  });

  it('sends unlocks and claims through the consent gate once the flag is on', async () => {
    vi.stubEnv('VITE_LOYALTY_ANALYTICS', 'true');
    toastApi(['bulk-2']);
    renderApp('/dashboard/achievements');

    expect(await screen.findByText('Achievement unlocked: Double Drop')).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Daily Check-in' }));
    fireEvent.click(card.getByRole('button', { name: 'Claim' }));
    expect(await card.findByText('Claimed')).toBeInTheDocument();
    expect(loyaltyEvents()).toEqual([
      { event: 'achievement_unlocked', achievementId: 'bulk-2' },
      { event: 'quest_claimed', questKey: 'daily-sign-in', reward: 5 },
    ]);
  });
});
