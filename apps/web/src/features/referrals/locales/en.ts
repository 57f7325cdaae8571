import {
  EARNING_STATUSES,
  PAYOUT_STATUSES,
  REFERRAL_STATUSES,
} from '@store/shared/rules/referrals';
import { REFERRAL_MESSAGES } from '@store/shared/schemas/referrals';

/** English texts of the referral dashboard; the other languages mirror these keys. */
export const referralsEn = {
  page: {
    title: 'Referrals',
    intro: 'Invite friends to BigKeys and earn a share of every order they place.',
    loading: 'Loading your referrals…',
    loadError: {
      title: 'Unable to load your referrals',
      description: 'Check your connection and try again.',
    },
  },
  share: {
    title: 'Your referral link',
    intro:
      'When a friend signs up with your link or code, their orders earn you a share for {{days}} days.',
    code: 'Your code',
    link: 'Your link',
    copy: 'Copy link',
    copied: 'Link copied',
    email: 'Share by e-mail',
    emailSubject: 'Join me on BigKeys',
    emailBody:
      'Hi! I buy my game keys at BigKeys. Sign up with my link to join me:\n\n{{link}}\n\nSee you there!',
  },
  percent: {
    title: 'Your share',
    perOrder: 'of every order',
    intro:
      'You earn this share of the net amount (without VAT) of every order a friend receives, in the order’s currency.',
    base: 'Base share',
    levelBoost: 'Loyalty level boost (level {{level}})',
    milestoneBoost: 'Milestone boost',
    cap: 'Maximum share',
    booster:
      'The booster adds a boost for your loyalty level and one for your highest milestone, up to the maximum.',
  },
  balances: {
    title: 'Your balance',
    intro:
      'Earnings stay pending for {{days}} days, while the order can still be refunded; then they are available for a payout.',
    empty: 'No earnings yet',
    emptyHint: 'When an order of a friend is delivered, your share shows up here.',
    currency: 'Balance in {{currency}}',
    pending: 'Pending',
    unpaid: 'Available',
    requested: 'In payout',
    paid: 'Paid',
    lifetime: 'Lifetime',
    requestAmount: 'Request payout of {{amount}}',
    minimum: 'Payouts start at {{amount}}.',
    requestedNotice: 'Payout of {{amount}} requested.',
    requestFailed: 'The payout could not be requested. Please try again.',
  },
  stats: {
    title: 'Milestones',
    intro: 'Each milestone raises your share for every later order; the highest one counts.',
    referrals: 'Friends joined',
    buyers: 'Friends who bought',
    lastReferral: 'Last referral',
    never: 'None yet',
    buyersNeeded_one: '{{count}} buyer',
    buyersNeeded_other: '{{count}} buyers',
    boost: '+{{percent}} share',
    reached: 'Reached',
    progress: 'Progress to {{name}}',
    progressValue: 'Buyers: {{current}} of {{target}}',
    next_one: '{{count}} more buyer to the next milestone.',
    next_other: '{{count}} more buyers to the next milestone.',
    allReached: 'You have reached every milestone.',
  },
  referrals: {
    title: 'Friends you referred',
    intro: 'Newest first, with what each one’s orders earned you.',
    empty: 'No friends have joined with your link yet',
    emptyHint: 'Share your link to invite them:',
    joined: 'Joined {{date}}',
    windowEnds: 'Earns until {{date}}',
    earned: 'Earned',
    nothingEarned: 'Nothing earned yet',
    loadError: 'We couldn’t load your referrals.',
    pagination: 'Referral pages',
    status: {
      registered: 'Registered',
      buyer: 'Buyer',
      ended: 'Ended',
    } satisfies Record<(typeof REFERRAL_STATUSES)[number], string>,
  },
  earnings: {
    title: 'Earnings',
    intro: 'Your share of each delivered order, newest first.',
    empty: 'No earnings yet.',
    loadError: 'We couldn’t load your earnings.',
    pagination: 'Earning pages',
    share: '{{percent}} of {{net}}',
    pendingUntil: 'Pending until {{date}}',
    status: {
      pending: 'Pending',
      unpaid: 'Available',
      requested: 'In payout',
      paid: 'Paid',
      cancelled: 'Cancelled',
      reversed: 'Reversed',
    } satisfies Record<(typeof EARNING_STATUSES)[number], string>,
  },
  payouts: {
    title: 'Payouts',
    empty: 'No payouts requested yet.',
    loadError: 'We couldn’t load your payouts.',
    requestedOn: 'Requested {{date}}',
    paidOn: 'Paid {{date}}',
    status: {
      requested: 'Requested',
      paid: 'Paid',
      rejected: 'Rejected',
    } satisfies Record<(typeof PAYOUT_STATUSES)[number], string>,
  },
  pager: {
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
  },
  retry: 'Retry',
  /** The server's words (REFERRAL_MESSAGES), recognised by their English text. */
  messages: REFERRAL_MESSAGES as Record<keyof typeof REFERRAL_MESSAGES, string>,
};

export type ReferralsTexts = typeof referralsEn;
