import type { Language } from '@store/shared/constants';
import { PLACEHOLDER_EMAIL_DOMAIN } from '@store/shared/rules/profile';
import { normaliseReferralCode } from '@store/shared/rules/referrals';
import { accountClaimedMail } from '../../adapters/mailer/account-claimed-mail';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { sha256 } from '../../lib/sha256';
import { endOtherSessions } from '../sessions/sessions.service';
import type { AccountContext } from '../users/account-context';
import { referralIpTag } from '../referrals/referral-claim';
import { findUserByEmail, type UserRow } from '../users/users.repository';
import { clearForVerifiedOwner, lockUser } from './account-claim.repository';
import {
  findUserBySocialAccount,
  insertSocialUser,
  linkSocialAccount,
  type SocialAccountKey,
} from './social-accounts.repository';
import { sealSocialFlow, SOCIAL_FLOW_TTL_MS, type SocialFlow } from './social-flow';
import type { SocialProfile, SocialSignIn } from './social-providers';

/** Why a sign-in did not finish: the browser's flow was not valid, or the provider said no. */
export type SocialSignInFailure =
  Failure<'flow-invalid'> | { readonly reason: 'provider-refused'; cause: unknown };

export type SocialSignInResult = Result<
  { user: UserRow; redirectUrl: string; language: Language },
  SocialSignInFailure
>;

/** Starts a sign-in: the provider's URL, and the sealed flow the browser keeps until it is back. */
export async function beginSocialSignIn(
  ctx: AccountContext,
  provider: SocialSignIn,
  input: { redirectUrl: string; referralCode: string | undefined; language: Language },
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
    language: input.language,
    expiresAt: now + SOCIAL_FLOW_TTL_MS,
  });
  return { url, sealedFlow };
}

/**
 * Finishes a sign-in: the provider's answer must match the flow this browser started (opened
 * from its cookie by the caller, undefined when missing, altered or expired);
 * then the customer is found by the linked account, or by a verified e-mail and linked,
 * or created.
 */
export async function completeSocialSignIn(
  ctx: AccountContext,
  provider: SocialSignIn,
  input: { flow: SocialFlow | undefined; currentUrl: URL; language: Language; ip: string },
): Promise<SocialSignInResult> {
  const { flow } = input;
  // A link's flow signs nobody in, whatever else it holds.
  if (!flow || flow.linkToUserId !== undefined) return fail('flow-invalid');
  let profile: SocialProfile;
  try {
    profile = await provider.profileFromCallback(input.currentUrl, flow);
  } catch (cause) {
    return fail({ reason: 'provider-refused', cause });
  }
  // The page's choice travelled in the flow; the callback's own request knows only the browser's.
  const language = flow.language ?? input.language;
  const user = await findOrCreateSocialUser(ctx, provider, profile, {
    referralCode: flow.referralCode,
    language,
    ip: input.ip,
  });
  return ok({ user, redirectUrl: flow.redirectUrl, language });
}

/** An address that marks the profile incomplete until the customer gives a real one. */
export function placeholderEmail(provider: string, subject: string): string {
  const hash = sha256(subject).slice(0, 32);
  return `${provider}-${hash}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/**
 * The customer behind a social account. Only an e-mail the provider verified may join an
 * existing account (or anyone could claim one by typing its address at some provider); an
 * unverified one is treated as none. An account whose own e-mail is verified is linked as it
 * is; one whose e-mail was never confirmed is claimed for the provider's verified owner (see
 * `claimUnverifiedAccount`). Social sign-in counts as verified (spec section 4).
 */
export async function findOrCreateSocialUser(
  ctx: AccountContext,
  provider: Pick<SocialSignIn, 'id' | 'name'>,
  profile: SocialProfile,
  options: { referralCode: string | undefined; language: Language; ip?: string },
): Promise<UserRow> {
  const referralCode = normaliseReferralCode(options.referralCode) ?? undefined;
  const account = { provider: provider.id, subject: profile.subject };
  const linked = await findUserBySocialAccount(ctx.db, account);
  if (linked) return linked;

  const email = profile.emailVerified ? profile.email : null;
  const owner = email ? await findUserByEmail(ctx.db, email) : undefined;
  if (owner) {
    if (owner.emailVerified) {
      await linkSocialAccount(ctx.db, account, owner.id);
      return owner;
    }
    const claimed = await claimUnverifiedAccount(ctx, owner.id, account, {
      referredByCode: options.referralCode,
      referralCode,
    });
    if (claimed.claimed) {
      await sendClaimNotice(ctx, claimed.user, {
        providerName: provider.name,
        // The provider's name for its owner, not whatever the registrant typed.
        firstName: profile.firstName,
        language: options.language,
      });
    }
    return claimed.user;
  }

  const created = await insertSocialUser(
    ctx.db,
    account,
    {
      email: email ?? placeholderEmail(provider.id, profile.subject),
      passwordHash: null,
      firstName: profile.firstName,
      lastName: profile.lastName,
      emailVerified: true,
      language: options.language,
      referredByCode: options.referralCode ?? null,
    },
    referralCode
      ? {
          referralCode,
          ...(options.ip === undefined ? {} : { ipHash: referralIpTag(ctx.secret, options.ip) }),
        }
      : {},
  );
  // Two callbacks for the same new account racing: the first one created it.
  const user = created ?? (await findUserBySocialAccount(ctx.db, account));
  if (!user) throw new Error(`Could not create or find the user for a ${provider.id} account`);
  return user;
}

/**
 * Hands an account registered with an address nobody confirmed to the provider's verified
 * owner of that address, in one transaction under the row's lock: its password, sessions,
 * open codes and e-mailed links, other provider links and chosen referral code go; the
 * e-mail becomes verified and this provider account is linked. Whoever registered it can no
 * longer sign in, and no session of theirs survives. A callback that finds the account
 * already verified (a second callback racing with the first) only links it.
 */
async function claimUnverifiedAccount(
  ctx: AccountContext,
  userId: number,
  account: SocialAccountKey,
  referral: { referredByCode: string | undefined; referralCode: string | undefined },
): Promise<{ user: UserRow; claimed: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const current = await lockUser(tx, userId);
    if (!current) throw new Error('The account to claim has disappeared');
    if (current.emailVerified) {
      await linkSocialAccount(tx, account, current.id);
      return { user: current, claimed: false };
    }
    const user = await clearForVerifiedOwner(tx, current.id, {
      referredByCode: referral.referredByCode ?? null,
      referralCode: referral.referralCode,
      provider: account.provider,
      now: new Date(),
    });
    if (!user) throw new Error('The account to claim has disappeared');
    await endOtherSessions(tx, user.id, null);
    await linkSocialAccount(tx, account, user.id);
    return { user, claimed: true };
  });
}

/** Tells the address what happened to the account; a failed mail does not fail the sign-in. */
async function sendClaimNotice(
  ctx: AccountContext,
  user: UserRow,
  notice: { providerName: string; firstName: string | null; language: Language },
): Promise<void> {
  const mail = accountClaimedMail({
    firstName: notice.firstName ?? '',
    email: user.email,
    provider: notice.providerName,
    dashboardUrl: `${ctx.publicUrl}/dashboard`,
    language: notice.language,
  });
  try {
    await ctx.mailer.send({ to: user.email, category: 'account-claimed', ...mail });
  } catch (error) {
    ctx.log('Could not send the account-claimed e-mail', error);
  }
}
