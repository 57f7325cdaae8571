import {
  CONTACT_LIMITS,
  type ContactMessageBody,
  type JobApplicationBody,
} from '@store/shared/schemas/contact';
import { FORM_MESSAGES, maxLengthMessage } from '../../../lib/form-messages';
import type { FormFields } from './submit-error';

/** The shared schemas' text for a line break in a one-line field (names, subjects). */
export const SINGLE_LINE_MESSAGE = 'Use a single line';

export type ContactField = keyof ContactMessageBody;
export type ApplicationField = keyof JobApplicationBody;

export const CONTACT_FIELDS: FormFields<ContactField> = {
  names: ['name', 'email', 'subject', 'message'],
  byMessage: new Map<string, ContactField>([
    [maxLengthMessage(CONTACT_LIMITS.name), 'name'],
    [FORM_MESSAGES.invalidEmail, 'email'],
    [maxLengthMessage(CONTACT_LIMITS.subject), 'subject'],
    [maxLengthMessage(CONTACT_LIMITS.message), 'message'],
  ]),
};

export const APPLICATION_FIELDS: FormFields<ApplicationField> = {
  names: ['positionId', 'name', 'email', 'message'],
  byMessage: new Map<string, ApplicationField>([
    [maxLengthMessage(CONTACT_LIMITS.name), 'name'],
    [FORM_MESSAGES.invalidEmail, 'email'],
    [maxLengthMessage(CONTACT_LIMITS.message), 'message'],
  ]),
};
