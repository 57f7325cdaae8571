import { MAX_QUANTITY_PER_LINE } from '@store/shared/constants';
import { parseQuantityInput } from '@store/shared/rules/cart';
import clsx from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface QuantityStepperProps {
  quantity: number;
  title: string;
  onDecrement: () => void;
  onIncrement: () => void;
  onSetQuantity: (quantity: number) => void;
  onDelete: () => void;
}

const stepClasses =
  'grid size-9 place-items-center text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:relative focus-visible:z-10 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

/**
 * Minus, a typed quantity and plus for one line (spec section 5). Minus stops at 1; the field
 * applies the spec's rule on blur or Enter (0 deletes the line); plus stops at the cap and
 * then says why in a tooltip that hovering, focus and a tap all show.
 */
export function QuantityStepper({
  quantity,
  title,
  onDecrement,
  onIncrement,
  onSetQuantity,
  onDelete,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const inputId = useId();
  // What is being typed; null while the field simply shows the cart's quantity.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const input = parseQuantityInput(draft, { max: MAX_QUANTITY_PER_LINE, canDelete: true });
    if (input.kind === 'delete') onDelete();
    else onSetQuantity(input.quantity);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      // Undo the typing only; a second Escape may close the drawer.
      event.stopPropagation();
      setDraft(null);
    }
  };

  return (
    <div className="inline-flex h-9 shrink-0 items-stretch overflow-visible rounded-lg border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900">
      <button
        type="button"
        aria-label={t('cart.line.decrease', { title })}
        disabled={quantity <= 1}
        onClick={onDecrement}
        className={clsx(stepClasses, 'rounded-l-lg')}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <label htmlFor={inputId} className="sr-only">
        {t('cart.line.quantity', { title })}
      </label>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={draft ?? String(quantity)}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={handleKeyDown}
        className="w-10 border-x border-slate-300 bg-transparent text-center text-sm font-semibold text-slate-900 tabular-nums focus:relative focus:z-10 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500 dark:border-slate-700 dark:text-white"
      />
      <IncreaseButton
        atMax={quantity >= MAX_QUANTITY_PER_LINE}
        label={t('cart.line.increase', { title })}
        limitText={t('cart.line.maxQuantity', { max: MAX_QUANTITY_PER_LINE })}
        onIncrement={onIncrement}
      />
    </div>
  );
}

interface IncreaseButtonProps {
  atMax: boolean;
  label: string;
  limitText: string;
  onIncrement: () => void;
}

/**
 * At the cap the button stays focusable (aria-disabled rather than disabled), so keyboard and
 * screen-reader users reach it and hear the limit as its description.
 */
function IncreaseButton({ atMax, label, limitText, onIncrement }: IncreaseButtonProps) {
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tapped, setTapped] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = atMax && (hovered || focused || tapped) && !dismissed;

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        // Touch has no hover; a tap shows the tooltip instead (see onClick).
        if (event.pointerType !== 'touch') setHovered(true);
      }}
      onPointerLeave={() => {
        setHovered(false);
        setTapped(false);
        setDismissed(false);
      }}
    >
      <button
        type="button"
        aria-label={label}
        aria-disabled={atMax || undefined}
        aria-describedby={atMax ? tooltipId : undefined}
        onFocus={() => {
          setFocused(true);
        }}
        onBlur={() => {
          setFocused(false);
          setTapped(false);
          setDismissed(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            // Dismisses the tooltip only (WCAG 1.4.13); the drawer stays open.
            event.stopPropagation();
            setDismissed(true);
          }
        }}
        onClick={() => {
          if (atMax) {
            setTapped(true);
            setDismissed(false);
            return;
          }
          onIncrement();
        }}
        className={clsx(stepClasses, 'rounded-r-lg')}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
      {atMax ? (
        <span
          role="tooltip"
          id={tooltipId}
          data-state={open ? 'open' : 'closed'}
          className={clsx(
            'pointer-events-none absolute bottom-full left-1/2 z-20 mb-2 w-max max-w-56 -translate-x-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-center text-xs font-medium text-white shadow-lg transition-opacity duration-150 dark:bg-white dark:text-slate-900',
            open ? 'visible opacity-100' : 'invisible opacity-0',
          )}
        >
          {limitText}
          <span
            aria-hidden="true"
            className="absolute top-full left-1/2 -mt-1 size-2 -translate-x-1/2 rotate-45 bg-slate-900 dark:bg-white"
          />
        </span>
      ) : null}
    </span>
  );
}
