import clsx from 'clsx';
import { UserRound } from 'lucide-react';
import { useState } from 'react';

/** The two avatars of the spec (section 2); one is picked at random for each browser session. */
const AVATARS = ['/img/avatars/avatar-1.svg', '/img/avatars/avatar-2.svg'] as const;
const AVATAR_STORAGE_KEY = 'bigkeys-avatar';

function randomAvatar(): 0 | 1 {
  return Math.random() < 0.5 ? 0 : 1;
}

function rememberAvatar(index: 0 | 1): void {
  try {
    sessionStorage.setItem(AVATAR_STORAGE_KEY, String(index));
  } catch {
    // Without storage the pick lasts as long as the page.
  }
}

function sessionAvatar(): 0 | 1 {
  try {
    const stored = sessionStorage.getItem(AVATAR_STORAGE_KEY);
    if (stored === '0' || stored === '1') return stored === '0' ? 0 : 1;
  } catch {
    return randomAvatar();
  }
  const picked = randomAvatar();
  rememberAvatar(picked);
  return picked;
}

/** The signed-in user's picture; if one avatar fails to load the other is used. */
export function UserAvatar({ className }: { className?: string }) {
  const [index, setIndex] = useState(sessionAvatar);
  const [failures, setFailures] = useState(0);

  if (failures >= AVATARS.length) {
    return (
      <span
        aria-hidden="true"
        className={clsx(
          'grid place-items-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-500/20 dark:text-brand-200',
          className,
        )}
      >
        <UserRound className="size-1/2" />
      </span>
    );
  }

  return (
    <img
      src={AVATARS[index]}
      alt=""
      width={36}
      height={36}
      onError={() => {
        const other = index === 0 ? 1 : 0;
        setFailures((count) => count + 1);
        setIndex(other);
        rememberAvatar(other);
      }}
      className={clsx('rounded-full bg-slate-200 dark:bg-slate-800', className)}
    />
  );
}
