import { readFileSync } from 'node:fs';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@store/shared/rules/password';
import { serverPaths } from '../../paths';

let commonPasswords: ReadonlySet<string> | undefined;

/** The shipped list of the 10,000 most common passwords, read once. */
function common(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    readFileSync(serverPaths.commonPasswords, 'utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.toLowerCase()),
  );
  return commonPasswords;
}

/**
 * True when the password meets the policy: at least 10 characters, not one of the most
 * common passwords, and not the customer's own e-mail address or name.
 */
export function isStrongPassword(
  password: string,
  personal: readonly (string | null | undefined)[] = [],
): boolean {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return false;
  const lower = password.toLowerCase();
  if (common().has(lower)) return false;
  if (new Set(lower).size < 4) return false;
  return !personal.some((value) => {
    const v = value?.trim().toLowerCase();
    return v !== undefined && v.length >= 3 && (lower === v || lower === v.split('@')[0]);
  });
}
