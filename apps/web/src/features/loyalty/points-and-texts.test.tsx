import { ACHIEVEMENT_IDS, QUESTS } from '@store/shared/rules/loyalty';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../lib/i18n';
import { useNoticesStore } from '../../stores/notices';
import { authReply } from '../../test/account-fixtures';
import { stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { loyaltyDe } from './locales/de';
import { loyaltyEn } from './locales/en';
import { loyaltyEs } from './locales/es';
import { loyaltyFr } from './locales/fr';
import { loyaltyIt } from './locales/it';
import { adaProfile, pointsReply } from './testing/loyalty-api';

const SLOW = { timeout: 20_000 };

describe('points history', SLOW, () => {
  it('pages through the entries, newest first, asking the server for each page', async () => {
    const asked: string[] = [];
    stubApi({
      '/auth/me': () => ({ body: authReply() }),
      '/users/me/achievement-profile': () => ({ body: adaProfile() }),
      '/users/me/points': (url) => {
        asked.push(url.search);
        const page = Number(url.searchParams.get('page'));
        return {
          body:
            page === 1
              ? pointsReply(
                  [
                    {
                      _id: 'p-2',
                      kind: 'achievement',
                      xp: 50,
                      reference: 'orders-5',
                      createdAt: '2026-11-02T10:00:00.000Z',
                    },
                  ],
                  1,
                  2,
                )
              : pointsReply(
                  [
                    {
                      _id: 'p-1',
                      kind: 'prestige',
                      xp: -5000,
                      reference: null,
                      createdAt: '2026-10-01T10:00:00.000Z',
                    },
                  ],
                  2,
                  2,
                ),
        };
      },
    });
    renderApp('/dashboard/achievements');

    const history = within(await screen.findByRole('region', { name: 'Points history' }));
    expect(await history.findByText('Achievement reached')).toBeInTheDocument();
    expect(history.getByText('+50 XP')).toBeInTheDocument();
    expect(history.getByText(/· Rookie Raider$/)).toBeInTheDocument();
    expect(history.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(history.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(history.getByRole('button', { name: 'Next' }));
    expect(await history.findByText('Prestige reset')).toBeInTheDocument();
    expect(history.getByText('−5,000 XP')).toBeInTheDocument();
    expect(asked).toEqual(['?page=1&limit=10', '?page=2&limit=10']);
  });
});

describe('loyalty in German', SLOW, () => {
  it('translates achievements, quests and toasts, keeping euros and level names', async () => {
    await chooseLanguage('de');
    stubApi({
      '/auth/me': () => ({ body: authReply() }),
      '/users/me/achievement-profile': () => ({ body: adaProfile() }),
      '/users/me/points': () => ({ body: pointsReply([]) }),
      '/users/me/achievements/unseen': () => ({
        body: { achievements: [{ id: 'orders-5', completedAt: '2026-11-24T18:00:00.000Z' }] },
      }),
      '/users/me/achievements/seen': () => ({ status: 204, body: null }),
    });
    renderApp('/dashboard/achievements');

    expect(await screen.findByRole('heading', { level: 1, name: 'Erfolge' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Neuling im Raid' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Täglicher Check-in' })).toBeInTheDocument();
    expect(screen.getByText('Elite Raider')).toBeInTheDocument();
    await waitFor(() => {
      expect(useNoticesStore.getState().notices.map((notice) => notice.message)).toEqual([
        'Erfolg freigeschaltet: Neuling im Raid',
      ]);
    });
  });
});

describe('loyalty texts', () => {
  const languages = { de: loyaltyDe, en: loyaltyEn, es: loyaltyEs, fr: loyaltyFr, it: loyaltyIt };

  it.each(Object.entries(languages))('%s names every achievement and every quest', (_, texts) => {
    for (const id of ACHIEVEMENT_IDS) {
      expect(texts.achievements.items[id].title, id).not.toBe('');
    }
    for (const quest of QUESTS) {
      const entry = texts.quests.items[quest.key];
      expect(entry?.title, quest.key).toBeTruthy();
      expect(entry?.description, quest.key).toBeTruthy();
    }
    // Every language covers the same quests, none left over from a removed one.
    expect(Object.keys(texts.quests.items).sort()).toEqual(QUESTS.map((quest) => quest.key).sort());
  });
});
