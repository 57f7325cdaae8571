import { randomBytes } from 'node:crypto';
import { StaffRole } from '@store/shared/schemas/staff';
import type { Db } from '../../db/types';
import { hashPassword } from '../users/password-hashing';
import { findUserByEmail, insertUser } from '../users/users.repository';
import { upsertStaff } from './staff.repository';

export const STAFF_COMMANDS_USAGE = `Usage: npm run admin -- create <email> [--role admin|catalogue|support|finance]
  create <email>   make an account a staff member (admin unless --role says otherwise); an
                   address without an account gets one, with a password printed once`;

/**
 * `npm run admin -- create <email>`: the first admin, before anyone can invite. An existing
 * account keeps its password; a new one gets a random one, shown once. Either way the member
 * sets up their authenticator at the first sign-in to /admin.
 */
export async function runStaffCommand(
  db: Db,
  args: { command: string | undefined; email: string | undefined; role: string | undefined },
): Promise<{ output: string; ok: boolean } | undefined> {
  if (args.command !== 'create' || !args.email) return undefined;
  const role = StaffRole.safeParse(args.role ?? 'admin');
  if (!role.success) return { output: `Unknown role ${args.role ?? ''}.`, ok: false };
  const email = args.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return { output: `${email} is not an e-mail address.`, ok: false };
  }
  let user = await findUserByEmail(db, email);
  let password: string | undefined;
  if (!user) {
    password = randomBytes(15).toString('base64url');
    user = await insertUser(db, {
      email,
      passwordHash: await hashPassword(password),
      emailVerified: true,
      termsAcceptedAt: new Date(),
    });
    if (!user) return { output: `Could not create an account for ${email}.`, ok: false };
  }
  await upsertStaff(db, user.id, role.data);
  const lines = [`${user.email} is now staff with the role ${role.data}.`];
  if (password) lines.push(`Password (shown once; change it after signing in): ${password}`);
  lines.push('Sign in at /admin and scan the code with an authenticator app.');
  return { output: lines.join('\n'), ok: true };
}
