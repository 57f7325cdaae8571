import { NUL_MESSAGE } from '@store/shared/rules/nul-character';

/**
 * Validation texts of the account forms, in English. They repeat the wording of the shared
 * schemas, so the same text from the server's 400 replies is recognised and translated too.
 */
export const FORM_MESSAGES = {
  invalidEmail: 'Enter a valid e-mail address',
  dateFormat: 'Use the date format YYYY-MM-DD',
  invalidDate: 'Enter a real date',
  futureDate: 'The date cannot be in the future',
  chooseCountry: 'Choose a country',
  codeDigits: 'The code has 6 digits',
  nulCharacter: NUL_MESSAGE,
} as const;

/** The shared schemas' length message, `At most {max} characters`. */
export const MAX_LENGTH_PATTERN = /^At most (\d+) characters$/;

export function maxLengthMessage(max: number): string {
  return `At most ${max} characters`;
}
