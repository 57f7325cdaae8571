import { NOTICE_DURATION_MS } from '@store/shared/constants';
import clsx from 'clsx';
import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNoticesStore, type Notice, type NoticeTone } from '../../stores/notices';

const TONES: Record<NoticeTone, { icon: LucideIcon; classes: string }> = {
  success: {
    icon: CircleCheck,
    classes: 'text-emerald-600 dark:text-emerald-300',
  },
  error: { icon: CircleAlert, classes: 'text-rose-600 dark:text-rose-300' },
  info: { icon: Info, classes: 'text-brand-600 dark:text-brand-300' },
};

/** Hides itself after the spec's 5000 ms; the clock stops while the pointer or focus is on it. */
function NoticeItem({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const dismiss = useNoticesStore((state) => state.dismiss);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(NOTICE_DURATION_MS);

  useEffect(() => {
    if (paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => {
      dismiss(notice.id);
    }, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, dismiss, notice.id]);

  const { icon: Icon, classes } = TONES[notice.tone];
  return (
    <li
      onMouseEnter={() => {
        setPaused(true);
      }}
      onMouseLeave={() => {
        setPaused(false);
      }}
      onFocus={() => {
        setPaused(true);
      }}
      onBlur={() => {
        setPaused(false);
      }}
      className="pointer-events-auto flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-800 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', classes)} />
      <p className="flex-1">{notice.message}</p>
      <button
        type="button"
        aria-label={t('notices.dismiss')}
        onClick={() => {
          dismiss(notice.id);
        }}
        className="-m-1 grid size-7 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** The app-wide notice area (spec section 2): at most three notices, newest at the bottom. */
export function NoticeArea() {
  const { t } = useTranslation();
  const notices = useNoticesStore((state) => state.notices);
  return (
    <section
      aria-label={t('notices.label')}
      className="pointer-events-none fixed right-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))]"
    >
      <div role="status" aria-live="polite">
        <ul className="flex flex-col gap-2">
          {notices.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} />
          ))}
        </ul>
      </div>
    </section>
  );
}
