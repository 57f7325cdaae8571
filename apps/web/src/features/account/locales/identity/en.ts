import { IDENTITY_MESSAGES, type IdentityErrorCode } from '@store/shared/schemas/identity';

/**
 * English texts of the welcome page's identity step: starting a check, the sandbox's test
 * names, the photos, and every state a check can be in. The other languages mirror these keys.
 */
export const identityCheckEn = {
  title: 'Verify your identity',
  intro:
    'To keep your account and payments safe, we need to confirm who you are before you continue. You need a photo of your identity document (passport, ID card or driving licence) and a selfie.',
  start: 'Start verification',
  loading: 'Loading your identity check…',
  loadError: 'Your identity check could not be loaded.',
  loadErrorDescription: 'Check your connection and try again.',
  retry: 'Try again',
  failed: 'That did not work:',
  sandbox: {
    title: 'Test mode',
    intro:
      'This store checks identities with its built-in sandbox. The name you enter as the name on the document decides the result:',
    verified: 'verified (so does any other name)',
    rejected: 'rejected, and a support ticket is opened',
    requiresInput: 'another document is asked for',
    manualReview: 'a person reviews the documents',
  },
  form: {
    name: 'Name as it appears on the document',
    document: 'Photo of your identity document',
    documentHint: 'The page with your photo, all corners visible. JPEG, PNG or WebP, up to 10 MB.',
    selfie: 'Selfie',
    selfieHint: 'Your face, well lit, without sunglasses. JPEG, PNG or WebP, up to 10 MB.',
    submit: 'Send for verification',
    sending: 'Uploading your photos…',
    nameRequired: 'Please enter the name as it appears on your document.',
    photoRequired: 'Please choose a photo.',
    tooLarge: 'This photo is larger than 10 MB.',
    notImage: 'This file is not a JPEG, PNG or WebP image.',
  },
  provider: {
    text: 'You continue with our verification partner: they guide you through photographing your document and taking a selfie, then send you back here.',
    continue: 'Continue the verification',
  },
  status: {
    checking: 'Checking your documents…',
    checkingText:
      'This usually takes less than a minute. This page updates by itself as soon as there is a result.',
    requiresInput: 'We need another document',
    requiresInputText: 'Please send new photos.',
    manualReview: 'A person is reviewing your documents',
    manualReviewText:
      'This usually takes up to 2 business days. The store opens up for you as soon as your identity is confirmed; you can close this page meanwhile.',
    verified: 'Your identity is verified. Thank you!',
    rejected: 'We could not verify your identity',
    rejectedText:
      'Our support team has opened a ticket for you and will get back to you within 2 business days. Reply there to clear things up, or start a new verification with another document.',
    openTicket: 'Open your support ticket',
    ticketPending:
      'Your support ticket is being opened; it will appear in the help widget’s history.',
    startAgain: 'Start a new verification',
    live: 'Live updates are paused; this page checks again every few seconds.',
  },
  errors: {
    document_unreadable:
      'The photo of your document could not be read. Take a sharp photo of the whole document in good light.',
    document_rejected: 'The document could not be accepted.',
    review_rejected: 'Our review team could not confirm your identity with these documents.',
    verification_canceled: 'The verification was cancelled before it was finished.',
    document_expired: 'The document has expired. Please use a valid one.',
    document_unverified_other: 'The document could not be verified.',
    selfie_face_mismatch: 'The selfie does not match the photo on the document.',
    consent_declined: 'The verification was not agreed to, so it could not go on.',
    abandoned: 'The verification was left before it was finished.',
    other: 'The verification provider stopped the check (reason: {{code}}).',
  } satisfies Record<IdentityErrorCode | 'other', string>,
  /** The server's words (IDENTITY_MESSAGES), recognised by their English text. */
  messages: {
    ...IDENTITY_MESSAGES,
    unexpected: 'Something went wrong. Please try again.',
  } as Record<keyof typeof IDENTITY_MESSAGES | 'unexpected', string>,
};

export type IdentityCheckTexts = typeof identityCheckEn;
