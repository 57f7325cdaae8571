import { CircleHelp } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface HelpLauncherButtonProps {
  ref?: Ref<HTMLButtonElement>;
  onClick: () => void;
  onIntent?: () => void;
}

/** The 70 px round button at the bottom right that opens the help widget (spec section 9). */
export function HelpLauncherButton({ ref, onClick, onIntent }: HelpLauncherButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      aria-label={t('common.openHelp')}
      title={t('common.openHelp')}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className="fixed right-4 bottom-4 z-40 grid size-[70px] place-items-center rounded-full bg-brand-600 text-white shadow-lg transition-transform hover:scale-105 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none sm:right-6 sm:bottom-6 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400"
    >
      <CircleHelp aria-hidden="true" className="size-8" />
    </button>
  );
}
