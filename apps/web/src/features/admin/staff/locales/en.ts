import { ADMIN_STAFF_MESSAGES } from '@store/shared/schemas/admin-staff';

export const adminStaffEn = {
  title: 'Staff',
  intro: 'Who works in the back office, with which role; invite new members by e-mail.',
  loading: 'Loading the staff…',
  loadError: 'The staff could not be loaded.',
  members: 'Staff members',
  you: 'You',
  enrolled: 'Authenticator set up',
  notEnrolled: 'Authenticator not set up yet',
  active: 'Active',
  inactive: 'Deactivated',
  lastSignIn: 'Last sign-in: {{date}}',
  neverSignedIn: 'Never signed in',
  roleOf: 'Role of {{email}}',
  roleChanged: '{{email}} is now {{role}}.',
  deactivate: 'Deactivate',
  deactivateLabel: 'Deactivate {{email}}',
  deactivated: '{{email}} is deactivated and signed out.',
  failed: 'That did not work.',
  roles: { admin: 'Admin', catalogue: 'Catalogue', support: 'Support', finance: 'Finance' },
  invitations: 'Open invitations',
  noInvitations: 'No open invitations.',
  invitationExpires: '{{role}}, expires {{date}}',
  invite: 'Invite someone',
  inviteDialog: {
    title: 'Invite to the staff',
    description: 'We mail a single-use link, valid for 72 hours.',
    email: 'E-mail address',
    role: 'Role',
    send: 'Send invitation',
    cancel: 'Cancel',
    sent: 'The invitation is on its way to {{email}}.',
  },
  deactivateDialog: {
    title: 'Deactivate {{email}}?',
    description:
      'Their staff sessions end at once and they can no longer sign in to the back office.',
    confirm: 'Deactivate',
    cancel: 'Cancel',
  },
  accept: {
    title: 'Join the BigKeys staff',
    intro: 'Choose your password and tell us your first name; then set up your authenticator app.',
    firstName: 'First name',
    password: 'Password',
    passwordHint: 'At least 10 characters, not a common password.',
    submit: 'Continue',
    missingToken: 'This page needs the link from your invitation e-mail.',
    enrolTitle: 'Set up your authenticator',
    enrolIntro: 'Scan the code with an authenticator app, then enter the six digits it shows.',
    recoveryTitle: 'Save your recovery codes',
    recoveryIntro:
      'Each code signs you in once if your phone is not at hand. They are shown only now.',
    required: 'Fill in this field.',
  },
  /** The server's words (ADMIN_STAFF_MESSAGES), recognised by their English text. */
  messages: ADMIN_STAFF_MESSAGES as Record<keyof typeof ADMIN_STAFF_MESSAGES, string>,
};

export type AdminStaffTexts = typeof adminStaffEn;
