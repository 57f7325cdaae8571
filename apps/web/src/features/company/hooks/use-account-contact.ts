import type { User } from '@store/shared/schemas/auth';
import { useMemo } from 'react';
import { useAuthStore } from '../../../stores/auth';

export interface AccountContact {
  name: string;
  email: string;
}

/** The customer's name as a form shows it; a missing or 'Unknown' part is left out. */
function nameOf(user: User): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '' && part !== 'Unknown')
    .join(' ');
}

/** The signed-in customer's name and e-mail address for prefilling a form, or null for guests. */
export function useAccountContact(): AccountContact | null {
  const user = useAuthStore((state) => state.user);
  return useMemo(() => (user ? { name: nameOf(user), email: user.email } : null), [user]);
}
