import { createHash } from 'node:crypto';
import { PLACEHOLDER_EMAIL_DOMAIN } from '@store/shared/rules/profile';
import type { AccountContext } from '../users/account-context';
import { findUserByEmail, updateUser, type UserRow } from '../users/users.repository';
import {
  findUserBySocialAccount,
  insertSocialUser,
  linkSocialAccount,
} from './social-accounts.repository';
import { openSocialFlow, sealSocialFlow, SOCIAL_FLOW_TTL_MS } from './social-flow';
import type { SocialProfile, SocialSignIn } from './social-providers';

export type SocialSignInResult =
  { ok: true; user: UserRow; redirectUrl: string } | { ok: false; reason: string; cause?: unknown };

/** Starts a sign-in: the provider's URL, and the sealed flow the browser keeps until it is back. */
export async function beginSocialSignIn(
  ctx: AccountContext,
  provider: SocialSignIn,
  input: { redirectUrl: string; referralCode: string | undefined },
  now = Date.now(),
): Promise<{ url: URL; sealedFlow: string }> {
  const { url, checks } = await provider.authorizationUrl();
  // Spec section 5: a referral code is trimmed and ignored when empty.
  const referralCode = input.referralCode?.trim().slice(0, 64) || undefined;
  const sealedFlow = sealSocialFlow(ctx.secret, {
    provider: provider.id,
    ...checks,
    redirectUrl: input.redirectUrl,
    referralCode,
    expiresAt: now + SOCIAL_FLOW_TTL_MS,
  });
  return { url, sealedFlow };
}

/**
 * Finishes a sign-in: the provider's answer must match the flow this browser started;
 * then the customer is found by the linked account, or by a verified e-mail and linked,
 * or created.
 */
export async function completeSocialSignIn(
  ctx: AccountContext,
  provider: SocialSignIn,
  input: { sealedFlow: string | undefined; currentUrl: URL },
  now = Date.now(),
): Promise<SocialSignInResult> {
  const flow = openSocialFlow(ctx.secret, provider.id, input.sealedFlow, now);
  if (!flow)
    return { ok: false, reason: 'no valid sign-in flow cookie (missing, altered or expired)' };
  let profile: SocialProfile;
  try {
    profile = await provider.profileFromCallback(input.currentUrl, flow);
  } catch (cause) {
    return { ok: false, reason: 'the provider did not confirm the sign-in', cause };
  }
  const user = await findOrCreateSocialUser(ctx, provider.id, profile, flow.referralCode);
  return { ok: true, user, redirectUrl: flow.redirectUrl };
}

/** An address that marks the profile incomplete until the customer gives a real one. */
export function placeholderEmail(provider: string, subject: string): string {
  const hash = createHash('sha256').update(subject).digest('hex').slice(0, 32);
  return `${provider}-${hash}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/**
 * The customer behind a social account. Only an e-mail the provider verified may join an
 * existing account (or anyone could claim one by typing its address at some provider);
 * an unverified one is treated as none. Social sign-in counts as verified (spec section 4).
 */
export async function findOrCreateSocialUser(
  ctx: AccountContext,
  provider: string,
  profile: SocialProfile,
  referralCode: string | undefined,
): Promise<UserRow> {
  const account = { provider, subject: profile.subject };
  const linked = await findUserBySocialAccount(ctx.db, account);
  if (linked) return linked;

  const email = profile.emailVerified ? profile.email : null;
  const owner = email ? await findUserByEmail(ctx.db, email) : undefined;
  if (owner) {
    await linkSocialAccount(ctx.db, account, owner.id);
    if (owner.emailVerified) return owner;
    return (await updateUser(ctx.db, owner.id, { emailVerified: true })) ?? owner;
  }

  const created = await insertSocialUser(ctx.db, account, {
    email: email ?? placeholderEmail(provider, profile.subject),
    passwordHash: null,
    firstName: profile.firstName,
    lastName: profile.lastName,
    emailVerified: true,
    referredByCode: referralCode ?? null,
  });
  // Two callbacks for the same new account racing: the first one created it.
  const user = created ?? (await findUserBySocialAccount(ctx.db, account));
  if (!user) throw new Error(`Could not create or find the user for a ${provider} account`);
  return user;
}
