import clsx from 'clsx';
import { PRODUCT_IMAGE_SIZES } from '@store/shared/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** One image of the gallery; all are 16:9 (the large artwork and the screenshots). */
export interface GallerySlide {
  src: string;
  caption: string;
}

/** How far a finger must travel sideways before it counts as a swipe, in CSS pixels. */
const SWIPE_DISTANCE = 40;
const { width, height } = PRODUCT_IMAGE_SIZES.large;

const STEP_KEYS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The product's images, one at a time: arrow keys (on the image or a thumbnail), the buttons,
 * the thumbnails and sideways swipes on touch screens move through them.
 */
export function Gallery({ title, slides }: { title: string; slides: readonly GallerySlide[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const viewerId = useId();
  const count = slides.length;
  const current = Math.min(index, count - 1);
  const slide = slides[current];
  if (!slide) return null;

  const position = (at: number) => t('product.gallery.position', { index: at + 1, count });
  const go = (next: number) => {
    setIndex(((next % count) + count) % count);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = STEP_KEYS[event.key];
    if (!step || count < 2) return;
    event.preventDefault();
    const next = step(current, count);
    go(next);
    // On a thumbnail, focus follows the choice so the arrows keep working from there.
    if (thumbnails.current.includes(event.target as HTMLButtonElement)) {
      thumbnails.current[next]?.focus();
    }
  };

  const handlePointerDown = (event: PointerEvent<HTMLElement>) => {
    swipeStart.current =
      event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const handlePointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    go(current + (dx < 0 ? 1 : -1));
  };

  return (
    <section
      aria-roledescription={t('product.gallery.carousel')}
      aria-label={t('product.gallery.label', { title })}
      onKeyDown={handleKeyDown}
      className="flex flex-col gap-3"
    >
      <div className="group relative overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <figure
          id={viewerId}
          tabIndex={0}
          aria-label={position(current)}
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          className="aspect-video touch-pan-y select-none focus-visible:outline-offset-[-3px]"
        >
          <img
            key={slide.src}
            src={slide.src}
            alt={slide.caption}
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
            draggable={false}
            className="size-full object-cover"
          />
        </figure>
        {count > 1 ? (
          <>
            <GalleryArrow
              side="left"
              label={t('product.gallery.previous')}
              controls={viewerId}
              onClick={() => go(current - 1)}
            />
            <GalleryArrow
              side="right"
              label={t('product.gallery.next')}
              controls={viewerId}
              onClick={() => go(current + 1)}
            />
          </>
        ) : null}
      </div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p aria-live="polite" className="min-w-0 text-slate-700 dark:text-slate-300">
          <span className="sr-only">{position(current)}: </span>
          {slide.caption}
        </p>
        <p aria-hidden="true" className="shrink-0 text-slate-500 tabular-nums dark:text-slate-400">
          {current + 1} / {count}
        </p>
      </div>
      {count > 1 ? (
        <ul className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 py-1">
          {slides.map((item, at) => (
            <li key={item.src} className="w-24 shrink-0 snap-start sm:w-28">
              <button
                ref={(node) => {
                  thumbnails.current[at] = node;
                }}
                type="button"
                aria-label={t('product.gallery.show', {
                  index: at + 1,
                  count,
                  caption: item.caption,
                })}
                aria-current={at === current ? 'true' : undefined}
                aria-controls={viewerId}
                onClick={() => go(at)}
                className={clsx(
                  'block aspect-video w-full overflow-hidden rounded-lg ring-2 transition',
                  at === current
                    ? 'ring-brand-600 dark:ring-brand-400'
                    : 'opacity-70 ring-transparent hover:opacity-100',
                )}
              >
                <img
                  src={item.src}
                  alt=""
                  width={width}
                  height={height}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

interface GalleryArrowProps {
  side: 'left' | 'right';
  label: string;
  controls: string;
  onClick: () => void;
}

function GalleryArrow({ side, label, controls, onClick }: GalleryArrowProps) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      className={clsx(
        'absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/85 text-slate-900 shadow-md ring-1 ring-black/5 backdrop-blur transition hover:bg-white dark:bg-slate-900/80 dark:text-white dark:ring-white/10 dark:hover:bg-slate-900',
        side === 'left' ? 'left-3' : 'right-3',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
