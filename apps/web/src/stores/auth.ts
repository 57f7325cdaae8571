import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PERSISTED_STATE_VERSION } from '@store/shared/constants';
import type { AuthReply, User } from '@store/shared/schemas/auth';
import type {
  IdentityStatus,
  IdentityVerification,
  VerificationStatusMessage,
} from '@store/shared/schemas/identity';

/** Why the sign-in page is shown after the app itself ended a session. */
export type SignInNotice =
  | 'profileSaved'
  | 'settingsSaved'
  | 'passwordReset'
  | 'logoutFailed'
  /** Linking a social account needs a recent sign-in. */
  | 'signInToLink';

/**
 * The part of the auth state kept between visits. It only steers the first paint (header,
 * welcome page) until GET /auth/me answers; it holds nothing that grants access, and no
 * token: the session itself is an httpOnly cookie.
 */
export interface RememberedAuth {
  isLoggedIn: boolean;
  isEmailVerified: boolean;
  hasMissingInfo: boolean;
  identityRequireCheck: boolean;
  /** A referral code from a link, kept until the visitor registers. */
  pendingReferralCode: string | null;
}

interface AuthState extends RememberedAuth {
  user: User | null;
  /**
   * The short-lived access token (15 minutes) of the last sign-in or GET /auth/me reply; memory
   * only, never the session itself. The page's API calls and live socket sign in with the
   * httpOnly session cookie, so its expiry never ends them; a fresh one comes with /auth/me.
   */
  token: string | null;
  /** Keeps the welcome page up while it finishes a step that changes the session. */
  welcomePageLoading: boolean;
  /** Why the last e-mail verification failed (English; shown translated). */
  emailVerificationError: string | null;
  /**
   * The identity check (spec section 3): where it stands, starting as processing_verification
   * and following the `/identity` channel; null before one is started. Memory only.
   */
  verificationStatus: IdentityStatus | null;
  /** Why the provider stopped the check (its reason code). */
  verificationError: string | null;
  /** The provider's client secret of the open check. */
  verificationSecret: string | null;
  signInNotice: SignInNotice | null;
  /**
   * The session has ended on the server and the visitor is on the way to the sign-in page,
   * where it is forgotten (see `completePendingSignOut`), with this notice.
   */
  pendingSignOut: { notice: SignInNotice | null } | null;
  /** Sign-in, registration or GET /auth/me succeeded. */
  setFromAuthReply: (reply: AuthReply) => void;
  /** A fresh copy of the signed-in user (after verifying the e-mail, for instance). */
  setUser: (user: User) => void;
  /** Forgets the session, keeping what belongs to the visitor rather than the account. */
  clear: () => void;
  /**
   * The session ends once the sign-in page shows. Forgetting it at once would let the page
   * still on screen react first (the dashboard would send the visitor to sign in and back).
   */
  signOutOnSignInPage: (notice: SignInNotice | null) => void;
  /** On the sign-in page: forget the pending session and leave its notice there. */
  completePendingSignOut: () => void;
  setPendingReferralCode: (code: string | null) => void;
  setWelcomePageLoading: (loading: boolean) => void;
  setEmailVerificationError: (message: string | null) => void;
  /** The customer's latest identity check, as the server answered it. */
  setIdentityVerification: (verification: IdentityVerification | null) => void;
  /**
   * A live `verificationStatus`: the check moved. Verified lifts the restriction at once,
   * before the server's fresh answer arrives.
   */
  applyVerificationStatus: (message: VerificationStatusMessage) => void;
}

export const SIGNED_OUT: RememberedAuth = {
  isLoggedIn: false,
  isEmailVerified: false,
  hasMissingInfo: false,
  identityRequireCheck: false,
  pendingReferralCode: null,
};

export const AUTH_STORAGE_KEY = 'bigkeys-auth';

function isRememberedAuth(value: unknown): value is RememberedAuth {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.isLoggedIn === 'boolean' &&
    typeof record.isEmailVerified === 'boolean' &&
    typeof record.hasMissingInfo === 'boolean' &&
    typeof record.identityRequireCheck === 'boolean' &&
    (record.pendingReferralCode === null || typeof record.pendingReferralCode === 'string')
  );
}

function flagsOf(user: User) {
  return {
    user,
    isLoggedIn: true,
    isEmailVerified: user.emailVerified,
    hasMissingInfo: user.hasMissingInfo,
    identityRequireCheck: user.identityRequireCheck,
  };
}

const SESSION_RESET = {
  user: null,
  token: null,
  isLoggedIn: false,
  isEmailVerified: false,
  hasMissingInfo: false,
  identityRequireCheck: false,
  welcomePageLoading: false,
  emailVerificationError: null,
  verificationStatus: null,
  verificationError: null,
  verificationSecret: null,
  pendingSignOut: null,
} as const;

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...SIGNED_OUT,
      user: null,
      token: null,
      welcomePageLoading: false,
      emailVerificationError: null,
      verificationStatus: null,
      verificationError: null,
      verificationSecret: null,
      signInNotice: null,
      pendingSignOut: null,
      setFromAuthReply: (reply) => {
        set({
          ...flagsOf(reply.user),
          // The reply repeats the flags beside the user; those are the ones the spec names.
          isEmailVerified: reply.emailVerified,
          hasMissingInfo: reply.hasMissingInfo,
          identityRequireCheck: reply.identityRequireCheck,
          token: reply.token ?? reply.accessToken ?? null,
          emailVerificationError: null,
          signInNotice: null,
        });
      },
      setUser: (user) => {
        set(flagsOf(user));
      },
      clear: () => {
        const state = get();
        // Many calls may fail with 401 at once; a guest has nothing to clear.
        if (!state.isLoggedIn && state.user === null && state.token === null) return;
        set(SESSION_RESET);
      },
      signOutOnSignInPage: (notice) => {
        set({ pendingSignOut: { notice } });
      },
      completePendingSignOut: () => {
        const { pendingSignOut, isLoggedIn } = get();
        if (!pendingSignOut) return;
        // A failed logout whose session a 401 has meanwhile cleared needs no warning.
        const notice =
          pendingSignOut.notice === 'logoutFailed' && !isLoggedIn ? null : pendingSignOut.notice;
        set({ ...SESSION_RESET, signInNotice: notice });
      },
      setPendingReferralCode: (code) => {
        set({ pendingReferralCode: code });
      },
      setWelcomePageLoading: (loading) => {
        set({ welcomePageLoading: loading });
      },
      setEmailVerificationError: (message) => {
        set({ emailVerificationError: message });
      },
      setIdentityVerification: (verification) => {
        set({
          verificationStatus: verification?.status ?? null,
          verificationError: verification?.error ?? null,
          verificationSecret: verification?.verificationSecret ?? null,
        });
      },
      applyVerificationStatus: ({ status, error }) => {
        set({
          verificationStatus: status,
          verificationError: error ?? null,
          ...(status === 'verified' ? { identityRequireCheck: false } : {}),
        });
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: PERSISTED_STATE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): RememberedAuth => ({
        isLoggedIn: state.isLoggedIn,
        isEmailVerified: state.isEmailVerified,
        hasMissingInfo: state.hasMissingInfo,
        identityRequireCheck: state.identityRequireCheck,
        pendingReferralCode: state.pendingReferralCode,
      }),
      // Spec: persisted auth state stored by a version below 7 is discarded.
      migrate: (persisted, version) =>
        version >= PERSISTED_STATE_VERSION && isRememberedAuth(persisted) ? persisted : SIGNED_OUT,
    },
  ),
);

type AuthSnapshot = Pick<
  AuthState,
  | 'isLoggedIn'
  | 'isEmailVerified'
  | 'hasMissingInfo'
  | 'identityRequireCheck'
  | 'welcomePageLoading'
>;

/**
 * Spec section 2: a signed-in user with an unverified e-mail, an incomplete profile or a
 * pending identity check, or whose welcome page is busy, sees only the welcome page.
 */
export function selectShowsWelcomePage(state: AuthSnapshot): boolean {
  return (
    state.isLoggedIn &&
    (!state.isEmailVerified ||
      state.hasMissingInfo ||
      state.identityRequireCheck ||
      state.welcomePageLoading)
  );
}
