import { SANDBOX_IDENTITY_NAMES } from '@store/shared/schemas/identity';
import type { Decision } from './identity-decisions';

const normalise = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The published test names and what each gives, like the sandbox's test cards. */
const TEST_NAMES: ReadonlyMap<string, Decision> = new Map<string, Decision>([
  [normalise(SANDBOX_IDENTITY_NAMES.verified), { status: 'verified', error: null }],
  [normalise(SANDBOX_IDENTITY_NAMES.rejected), { status: 'rejected', error: 'document_rejected' }],
  [
    normalise(SANDBOX_IDENTITY_NAMES.requiresInput),
    { status: 'requires_input', error: 'document_unreadable' },
  ],
  [normalise(SANDBOX_IDENTITY_NAMES.manualReview), { status: 'manual_review', error: null }],
]);

/**
 * The sandbox's decision on a document bearing `name`: a test name gives its outcome, any
 * other name is verified. A store that runs the sandbox in production sends every document
 * to manual review instead (`testNames` false): there a typed name must not verify anyone.
 */
export function sandboxDecisionFor(name: string, testNames: boolean): Decision {
  if (!testNames) return { status: 'manual_review', error: null };
  return TEST_NAMES.get(normalise(name)) ?? { status: 'verified', error: null };
}
