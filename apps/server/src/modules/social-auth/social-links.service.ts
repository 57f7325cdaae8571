import {
  SOCIAL_PROVIDER_NAMES,
  SocialProviderId,
  type SocialProviderId as ProviderId,
} from '@store/shared/schemas/social-auth';
import {
  SOCIAL_LINK_FRESH_SIGN_IN_MS,
  SOCIAL_LINK_RETURN_PATH,
  type SocialAccountsReply,
} from '@store/shared/schemas/social-links';
import { isPlaceholderEmail } from '@store/shared/rules/profile';
import { socialLinkMail, type SocialLinkChange } from '../../adapters/mailer/social-link-mails';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import type { SignedIn } from '../sessions/sessions.service';
import type { AccountContext } from '../users/account-context';
import type { UserRow } from '../users/users.repository';
import { lockUser } from './account-claim.repository';
import {
  deleteUserSocialAccounts,
  findUserBySocialAccount,
  insertSocialLink,
  listUserSocialAccounts,
} from './social-accounts.repository';
import { sealSocialFlow, SOCIAL_FLOW_TTL_MS, type SocialFlow } from './social-flow';
import type { SocialSignIn, SocialSignIns } from './social-providers';

/** Why linking or unlinking a provider account was refused. */
export type SocialLinkFailure =
  | Failure<
      | 'reauth-required'
      | 'already-linked'
      | 'account-taken'
      | 'not-linked'
      | 'last-sign-in-method'
      | 'provider-unavailable'
      | 'flow-invalid'
      | 'session-changed'
    >
  | { readonly reason: 'provider-unreachable' | 'provider-refused'; cause: unknown };

/**
 * The customer's linked providers beside the ones the store offers, and whether the account
 * has a password: what the security page needs to say which links may go.
 */
export async function listSocialAccounts(
  db: Db,
  providers: SocialSignIns,
  user: UserRow,
): Promise<SocialAccountsReply> {
  const links = await listUserSocialAccounts(db, user.id);
  const accounts = SocialProviderId.options.flatMap((id) => {
    const available = providers.find(id) !== undefined;
    const link = links.find((row) => row.provider === id);
    if (!available && !link) return [];
    return [
      {
        provider: id,
        name: SOCIAL_PROVIDER_NAMES[id],
        available,
        linked: link !== undefined,
        linkedAt: link?.createdAt.toISOString() ?? null,
      },
    ];
  });
  return { accounts, hasPassword: user.passwordHash !== null };
}

/**
 * Starts linking a provider account to the signed-in customer: only within
 * SOCIAL_LINK_FRESH_SIGN_IN_MS of signing in, and only while nothing of that provider is
 * linked yet. Returns the provider's page and the sealed flow naming the customer.
 */
export async function beginSocialLink(
  ctx: AccountContext,
  provider: SocialSignIn,
  { user, session }: SignedIn,
  now = new Date(),
): Promise<Result<{ url: URL; sealedFlow: string }, SocialLinkFailure>> {
  if (now.getTime() - session.createdAt.getTime() > SOCIAL_LINK_FRESH_SIGN_IN_MS) {
    return fail('reauth-required');
  }
  const links = await listUserSocialAccounts(ctx.db, user.id);
  if (links.some((link) => link.provider === provider.id)) return fail('already-linked');
  let started: Awaited<ReturnType<SocialSignIn['authorizationUrl']>>;
  try {
    started = await provider.authorizationUrl();
  } catch (cause) {
    return fail({ reason: 'provider-unreachable', cause });
  }
  const sealedFlow = sealSocialFlow(ctx.secret, {
    provider: provider.id,
    ...started.checks,
    redirectUrl: SOCIAL_LINK_RETURN_PATH,
    linkToUserId: user.id,
    expiresAt: now.getTime() + SOCIAL_FLOW_TTL_MS,
  });
  return ok({ url: started.url, sealedFlow });
}

/**
 * Finishes a link in the session of the customer who started it: the provider account joins
 * their account unless it already signs in to another customer, or they linked one of this
 * provider meanwhile. Decided under the customer's row lock, then mailed to them.
 */
export async function completeSocialLink(
  ctx: AccountContext,
  provider: SocialSignIn,
  input: { flow: SocialFlow; currentUrl: URL; signedIn: SignedIn | null },
  now = new Date(),
): Promise<Result<undefined, SocialLinkFailure>> {
  const { flow, signedIn } = input;
  if (flow.linkToUserId === undefined) return fail('flow-invalid');
  if (signedIn?.user.id !== flow.linkToUserId) return fail('session-changed');
  let subject: string;
  try {
    ({ subject } = await provider.profileFromCallback(input.currentUrl, flow));
  } catch (cause) {
    return fail({ reason: 'provider-refused', cause });
  }
  const account = { provider: provider.id, subject };
  const linked = await ctx.db.transaction(
    async (tx): Promise<Result<UserRow, SocialLinkFailure>> => {
      const user = await lockUser(tx, signedIn.user.id);
      if (!user) return fail('session-changed');
      const owner = await findUserBySocialAccount(tx, account);
      if (owner && owner.id !== user.id) return fail('account-taken');
      const links = await listUserSocialAccounts(tx, user.id);
      if (owner || links.some((link) => link.provider === provider.id)) {
        return fail('already-linked');
      }
      // Another customer's callback for the same provider account may have just won.
      if (!(await insertSocialLink(tx, account, user.id))) return fail('account-taken');
      return ok(user);
    },
  );
  if (!linked.ok) return linked;
  await sendLinkNotice(ctx, linked.value, { change: 'linked', provider: provider.id, now });
  return ok();
}

/**
 * Removes the customer's link to a provider, unless it is their last way to sign in (no
 * password and no other provider linked). Decided under the row lock, so two removals at
 * once cannot both pass that check; mailed to them. Returns the links as they are now.
 */
export async function unlinkSocialAccount(
  ctx: AccountContext,
  providers: SocialSignIns,
  userId: number,
  providerId: ProviderId,
  now = new Date(),
): Promise<Result<SocialAccountsReply, SocialLinkFailure>> {
  const removed = await ctx.db.transaction(
    async (tx): Promise<Result<UserRow, SocialLinkFailure>> => {
      const user = await lockUser(tx, userId);
      if (!user) return fail('not-linked');
      const links = await listUserSocialAccounts(tx, user.id);
      if (!links.some((link) => link.provider === providerId)) return fail('not-linked');
      const others = links.filter((link) => link.provider !== providerId);
      if (user.passwordHash === null && others.length === 0) return fail('last-sign-in-method');
      await deleteUserSocialAccounts(tx, user.id, providerId);
      return ok(user);
    },
  );
  if (!removed.ok) return removed;
  await sendLinkNotice(ctx, removed.value, { change: 'unlinked', provider: providerId, now });
  return ok(await listSocialAccounts(ctx.db, providers, removed.value));
}

/**
 * Tells the customer, in their language, that a provider was linked or unlinked. An address
 * made up at social sign-in reaches nobody; a failed mail does not undo the change.
 */
async function sendLinkNotice(
  ctx: AccountContext,
  user: UserRow,
  notice: { change: SocialLinkChange; provider: ProviderId; now: Date },
): Promise<void> {
  if (isPlaceholderEmail(user.email)) return;
  const mail = socialLinkMail({
    change: notice.change,
    language: user.language,
    firstName: user.firstName ?? '',
    provider: SOCIAL_PROVIDER_NAMES[notice.provider],
    changedAt: notice.now,
    securityLink: `${ctx.publicUrl}${SOCIAL_LINK_RETURN_PATH}`,
  });
  try {
    await ctx.mailer.send({ to: user.email, category: `social-${notice.change}`, ...mail });
  } catch (error) {
    ctx.log(`Could not send the social-${notice.change} notice`, error);
  }
}
