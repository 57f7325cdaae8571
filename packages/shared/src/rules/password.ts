/** Password policy shared by the forms and the server (the server also refuses common passwords). */
export const PASSWORD_MIN_LENGTH = 10;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordStrength = { score: 0 | 1 | 2 | 3 | 4; longEnough: boolean };

/**
 * A quick strength estimate for the meter: length and variety of characters. It does
 * not replace the server's check against the list of common passwords.
 */
export function estimatePasswordStrength(password: string): PasswordStrength {
  const longEnough = password.length >= PASSWORD_MIN_LENGTH;
  if (password.length === 0) return { score: 0, longEnough };
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  const distinct = new Set(password).size;
  let score = 0;
  if (password.length >= 8) score++;
  if (longEnough) score++;
  if (password.length >= 14 || classes >= 3) score++;
  if (password.length >= 18 || (longEnough && classes === 4)) score++;
  if (distinct < 5) score = Math.min(score, 1);
  return { score: Math.min(4, score) as PasswordStrength['score'], longEnough };
}
