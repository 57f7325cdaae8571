import clsx from 'clsx';
import type { SyntheticEvent } from 'react';

/** Shown for regions without a flag of their own, and whenever a flag fails to load. */
export const GLOBE_FLAG_SRC = '/img/flags/GLOBAL.svg';

/** The path of a region's or country's flag (spec: /img/flags/{region}.svg). */
export function flagSrc(code: string): string {
  return /^[A-Z]{2,6}$/.test(code) ? `/img/flags/${code}.svg` : GLOBE_FLAG_SRC;
}

function showGlobe(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  // Once only: should the globe itself fail, the broken image stays instead of looping.
  if (image.dataset.fallback) return;
  image.dataset.fallback = 'true';
  image.src = GLOBE_FLAG_SRC;
}

/** A 4:3 flag next to a name that says the same, hence no text of its own. */
export function FlagImage({
  code,
  width = 20,
  className,
  lazy = false,
}: {
  code: string;
  width?: number;
  className?: string;
  lazy?: boolean;
}) {
  return (
    <img
      // A new code is a new image: the fallback mark of the last one must not carry over.
      key={code}
      src={flagSrc(code)}
      width={width}
      height={Math.round((width * 3) / 4)}
      alt=""
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={showGlobe}
      className={clsx(
        'shrink-0 rounded-[3px] object-cover ring-1 ring-slate-900/10 dark:ring-white/15',
        className,
      )}
    />
  );
}
