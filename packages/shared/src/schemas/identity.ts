import { z } from 'zod';
import { CustomerParams } from './admin-customers';

/**
 * Where a customer's identity check stands (spec section 3, `verificationStatus`). It starts
 * as `processing_verification` and follows the live messages of the `/identity` channel.
 * - `requires_input`: the provider asks for another document (the reason says which);
 * - `manual_review`: a person at the provider looks at it;
 * - `verified` and `rejected` are final.
 */
export const IDENTITY_STATUSES = [
  'processing_verification',
  'requires_input',
  'manual_review',
  'verified',
  'rejected',
] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];
export const IdentityStatusSchema = z.enum(IDENTITY_STATUSES);

/** What made the store ask for an identity check. */
export const IDENTITY_CHECK_REASONS = ['order_total', 'card_country', 'declines', 'staff'] as const;
export type IdentityCheckReason = (typeof IDENTITY_CHECK_REASONS)[number];

/** The identity providers behind the port. */
export const IDENTITY_PROVIDERS = ['sandbox', 'stripe'] as const;
export type IdentityProviderName = (typeof IDENTITY_PROVIDERS)[number];

export const IDENTITY_DOCUMENT_KINDS = ['document', 'selfie'] as const;
export type IdentityDocumentKind = (typeof IDENTITY_DOCUMENT_KINDS)[number];

/** The live channel of identity checks: socket.io on `/ws`, this namespace (spec section 7). */
export const IDENTITY_NAMESPACE = '/identity';

/** `verificationStatus` on `/identity`: the customer's check moved; `error` says why it stopped. */
export const VerificationStatusMessage = z.object({
  status: IdentityStatusSchema,
  error: z.string().nullable().optional(),
});
export type VerificationStatusMessage = z.infer<typeof VerificationStatusMessage>;

/** The messages of the identity channel, by event name. */
export type IdentityServerEvents = {
  verificationStatus: (message: VerificationStatusMessage) => void;
};

/** The statuses after which a verification never changes again. */
export const FINAL_IDENTITY_STATUSES: readonly IdentityStatus[] = ['verified', 'rejected'];

/** True once the verification's decision is final. */
export const isFinalIdentityStatus = (status: IdentityStatus): boolean =>
  FINAL_IDENTITY_STATUSES.includes(status);

export const IDENTITY_LIMITS = {
  /** New verifications a customer may start per day. */
  startsPerDay: 5,
  /** The most one photo may weigh. */
  photoMaxBytes: 10 * 1024 * 1024,
  /** The longest name on a document the sandbox reads. */
  documentNameMaxLength: 100,
} as const;

/** The photo formats a provider takes, as the browser's file picker asks for them. */
export const IDENTITY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type IdentityPhotoType = (typeof IDENTITY_PHOTO_TYPES)[number];

/**
 * The names on a document that give each outcome at the sandbox provider, as test cards do
 * for payments; any other name is verified. Compared without regard to case and spaces.
 */
export const SANDBOX_IDENTITY_NAMES = {
  verified: 'Test Verified',
  rejected: 'Test Rejected',
  requiresInput: 'Test Resubmit',
  manualReview: 'Test Review',
} as const;

/**
 * Why a check stopped (`verificationError`), as the store and its providers name it: the
 * sandbox's own reasons, the back office's, and Stripe Identity's `last_error.code`s the
 * page explains; any other code is shown as the provider's reason.
 */
export const IDENTITY_ERROR_CODES = [
  'document_unreadable',
  'document_rejected',
  'review_rejected',
  'verification_canceled',
  'document_expired',
  'document_unverified_other',
  'selfie_face_mismatch',
  'consent_declined',
  'abandoned',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];

/** True for a reason the page explains in the customer's language. */
export const isKnownIdentityError = (code: string): code is IdentityErrorCode =>
  (IDENTITY_ERROR_CODES as readonly string[]).includes(code);

/** What the identity routes answer when they refuse (English; the web translates). */
export const IDENTITY_MESSAGES = {
  notFound: 'Identity verification not found',
  checkNotRequired: 'Your account does not need an identity check.',
  tooManyStarts: 'You have started too many identity checks today. Please try again tomorrow.',
  invalidSecret: 'This verification link is not valid.',
  notAwaitingDocuments: 'Your documents are already being checked.',
  providerUnavailable: 'Identity verification is unavailable right now. Please try again later.',
  photosRequired: 'Please add a photo of your document and a selfie.',
  photoTooLarge: 'Each photo may be at most 10 MB.',
  photoNotImage: 'Photos must be JPEG, PNG or WebP images.',
  nameRequired: 'Please enter the name as it appears on your document.',
  multipartRequired: 'Send the photos as multipart/form-data.',
  notUnderReview: 'This identity check is not waiting for a review.',
  identityCheckRequired: 'Please verify your identity before paying.',
} as const;

/** A customer's verification as the page shows it; the documents themselves never leave. */
export const IdentityVerification = z.object({
  _id: z.string(),
  status: IdentityStatusSchema,
  error: z.string().nullable(),
  provider: z.enum(IDENTITY_PROVIDERS),
  /**
   * The provider's client secret for carrying on with this check (`verificationSecret`); null
   * once the decision is final.
   */
  verificationSecret: z.string().nullable(),
  /** The provider's own page for the check (Stripe Identity); null for the sandbox. */
  verificationUrl: z.string().nullable(),
  /** The sandbox has the photos and is checking them. */
  documentsReceived: z.boolean(),
  /** The support ticket opened for a rejected check, once it is open. */
  ticketId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type IdentityVerification = z.infer<typeof IdentityVerification>;

/** GET /api/v1/identity/verification and POST …/verification: the customer's latest check. */
export const IdentityVerificationReply = z.object({
  identityRequireCheck: z.boolean(),
  /** The provider new checks are started with (the sandbox explains its test names). */
  provider: z.enum(IDENTITY_PROVIDERS),
  verification: IdentityVerification.nullable(),
});
export type IdentityVerificationReply = z.infer<typeof IdentityVerificationReply>;

/** The sandbox's upload: the verification it is for and the secret its page was given. */
export const SandboxIdentityParams = z.object({
  sessionId: z.string().regex(/^ivs_sbx_[A-Za-z0-9_-]{1,64}$/, 'Must be a sandbox session id'),
});

/** GET /api/v1/admin/customers/:id/identity: the customer's checks for staff, newest first. */
export const AdminIdentityVerification = IdentityVerification.pick({
  _id: true,
  status: true,
  error: true,
  provider: true,
  createdAt: true,
  decidedAt: true,
});
export const AdminIdentityReply = z.object({
  identityRequireCheck: z.boolean(),
  reason: z.enum(IDENTITY_CHECK_REASONS).nullable(),
  /** The staff member who last required the check, and when; null when staff never did. */
  requiredBy: z.object({ email: z.string(), at: z.string() }).nullable(),
  verifications: z.array(AdminIdentityVerification),
});
export type AdminIdentityReply = z.infer<typeof AdminIdentityReply>;

/** POST /api/v1/admin/customers/:id/identity/:verificationId/approve (or /reject). */
export const AdminIdentityParams = CustomerParams.extend({
  verificationId: z.string().regex(/^idv_[A-Za-z0-9_-]{1,40}$/, 'Must be a verification id'),
});

/** POST /api/v1/sandbox/identity/:sessionId/documents: the sandbox took the photos. */
export const SandboxUploadReply = z.object({ received: z.literal(true) });
export type SandboxUploadReply = z.infer<typeof SandboxUploadReply>;
