import type { PlatformFamily } from '@store/shared/schemas/purchases';
import { ChevronDown } from 'lucide-react';
import { usePurchasesT } from '../hooks/use-purchases-t';

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const;

/** How to redeem a key on its platform family, folded away until asked for. */
export function ActivationGuide({
  family,
  platformName,
}: {
  family: PlatformFamily;
  platformName: string;
}) {
  const { t } = usePurchasesT();
  return (
    <details className="group rounded-lg border border-slate-200 dark:border-slate-800">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
        <span>
          {t('guide.title')}{' '}
          <span className="font-normal text-slate-600 dark:text-slate-400">· {platformName}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-180"
        />
      </summary>
      <ol className="list-decimal space-y-1.5 px-3 pt-1 pb-3 pl-8 text-sm text-slate-700 dark:text-slate-300">
        {STEPS.map((step) => (
          <li key={step}>{t(`guide.${family}.${step}`)}</li>
        ))}
      </ol>
    </details>
  );
}
