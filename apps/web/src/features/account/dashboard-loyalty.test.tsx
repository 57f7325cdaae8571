import { screen, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { levelState } from '@store/shared/rules/loyalty';
import { authReply } from '../../test/account-fixtures';
import { stubApi } from '../../test/fake-api';
import { achievementProfile } from '../../test/loyalty-fixtures';
import { renderApp } from '../../test/render-app';

const SLOW = { timeout: 20_000 };

describe('dashboard overview: loyalty', SLOW, () => {
  it('sums up level, achievements, purchases and spend, with the way to the achievements', async () => {
    const profile = achievementProfile({ level: levelState(2300) });
    stubApi({
      '/auth/me': () => ({ body: authReply() }),
      '/users/me/achievement-profile': () => ({
        body: {
          ...profile,
          stats: {
            ...profile.stats,
            completedAchievements: 7,
            totalPurchases: 14,
            lifetimeSpend: 123_456,
            currentLevel: 4,
          },
        },
      }),
    });
    renderApp('/dashboard');

    const card = within(await screen.findByRole('region', { name: 'Loyalty' }));
    expect(await card.findByText('4 · Mythic Champion')).toBeInTheDocument();
    expect(card.getByText('Achievements completed').nextElementSibling).toHaveTextContent(
      '7 of 19',
    );
    expect(card.getByText('Total purchases').nextElementSibling).toHaveTextContent('14');
    expect(card.getByText('Lifetime spend').nextElementSibling).toHaveTextContent('€1234.56');
    expect(card.getByRole('link', { name: 'See achievements and quests' })).toHaveAttribute(
      'href',
      '/dashboard/achievements',
    );
  });

  it('says the data is unavailable, and tries again on Retry', async () => {
    let failing = true;
    stubApi({
      '/auth/me': () => ({ body: authReply() }),
      '/users/me/achievement-profile': () =>
        failing
          ? { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } }
          : { body: achievementProfile() },
    });
    renderApp('/dashboard');

    const card = within(await screen.findByRole('region', { name: 'Loyalty' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Dashboard data unavailable');
    // The rest of the overview stands.
    expect(screen.getByRole('region', { name: 'Account status' })).toBeInTheDocument();
    failing = false;
    fireEvent.click(card.getByRole('button', { name: 'Retry' }));
    expect(await card.findByText('1 · New Challenger')).toBeInTheDocument();
  });
});
