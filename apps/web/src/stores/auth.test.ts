import { PERSISTED_STATE_VERSION } from '@store/shared/constants';
import { describe, expect, it } from 'vitest';
import { authReply, user } from '../test/account-fixtures';
import { AUTH_STORAGE_KEY, SIGNED_OUT, selectShowsWelcomePage, useAuthStore } from './auth';

const remembered = {
  isLoggedIn: true,
  isEmailVerified: false,
  hasMissingInfo: false,
  identityRequireCheck: false,
  pendingReferralCode: 'FRIEND42',
};

async function rehydrateFrom(version: number) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: remembered, version }));
  await useAuthStore.persist.rehydrate();
}

describe('auth store', () => {
  it('signs in from a reply with its flags and keeps the token in memory only', () => {
    useAuthStore.getState().setFromAuthReply(authReply(user({ emailVerified: false })));

    expect(useAuthStore.getState()).toMatchObject({
      isLoggedIn: true,
      isEmailVerified: false,
      token: 'session-token',
      user: { _id: 'u-1' },
    });
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
      version: number;
    };
    expect(stored.version).toBe(PERSISTED_STATE_VERSION);
    expect(stored.state).toEqual({ ...SIGNED_OUT, isLoggedIn: true });
  });

  it('keeps what the current version stored', async () => {
    await rehydrateFrom(PERSISTED_STATE_VERSION);
    expect(useAuthStore.getState()).toMatchObject(remembered);
  });

  it.each([0, 6])('discards what version %i stored', async (version) => {
    await rehydrateFrom(version);
    expect(useAuthStore.getState()).toMatchObject(SIGNED_OUT);
  });

  it('clears the session but keeps a pending referral code', () => {
    const auth = useAuthStore.getState();
    auth.setPendingReferralCode('FRIEND42');
    auth.setFromAuthReply(authReply());
    auth.clear();

    expect(useAuthStore.getState()).toMatchObject({
      ...SIGNED_OUT,
      user: null,
      token: null,
      pendingReferralCode: 'FRIEND42',
    });
  });

  it('ends a session on the sign-in page and keeps the notice until the next sign-in', () => {
    const auth = useAuthStore.getState();
    auth.setFromAuthReply(authReply());
    auth.signOutOnSignInPage('settingsSaved');
    expect(useAuthStore.getState().isLoggedIn).toBe(true);

    auth.completePendingSignOut();
    expect(useAuthStore.getState()).toMatchObject({
      isLoggedIn: false,
      signInNotice: 'settingsSaved',
      pendingSignOut: null,
    });

    auth.setFromAuthReply(authReply());
    expect(useAuthStore.getState().signInNotice).toBeNull();
  });
});

describe('selectShowsWelcomePage', () => {
  const done = {
    isLoggedIn: true,
    isEmailVerified: true,
    hasMissingInfo: false,
    identityRequireCheck: false,
    welcomePageLoading: false,
  };

  it.each([
    ['a guest', { ...done, isLoggedIn: false, isEmailVerified: false }, false],
    ['a user with nothing left to do', done, false],
    ['an unverified e-mail', { ...done, isEmailVerified: false }, true],
    ['an incomplete profile', { ...done, hasMissingInfo: true }, true],
    ['a pending identity check', { ...done, identityRequireCheck: true }, true],
    ['a welcome page still busy', { ...done, welcomePageLoading: true }, true],
  ])('%s → %s', (_case, state, shows) => {
    expect(selectShowsWelcomePage(state)).toBe(shows);
  });
});
