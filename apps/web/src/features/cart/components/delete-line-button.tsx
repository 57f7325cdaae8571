import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCartStore } from '../../../stores/cart';
import type { CartLine } from '@store/shared/rules/cart';

/** The trash button of a line, in every state, so a broken line can always go. */
export function DeleteLineButton({ line, title }: { line: CartLine; title?: string }) {
  const { t } = useTranslation();
  const label = title ? t('cart.line.remove', { title }) : t('cart.line.removeUnknown');
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={() => {
        useCartStore.getState().remove(line);
      }}
      className="grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 transition-colors hover:bg-rose-50 hover:text-rose-700 dark:text-slate-400 dark:hover:bg-rose-950/50 dark:hover:text-rose-300"
    >
      <Trash2 aria-hidden="true" className="size-4.5" />
    </button>
  );
}
