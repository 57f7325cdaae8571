import { CheckCircle2, Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A drawing of a counter terminal printing a code; decoration only, hidden from assistive tech. */
export function PosTerminalArt() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="relative w-80 select-none">
      <div className="rounded-[2rem] bg-slate-900 p-4 shadow-2xl ring-1 ring-white/20">
        <div className="rounded-2xl bg-linear-to-b from-slate-800 to-slate-900 p-5 ring-1 ring-white/10">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-xl bg-blue-600 text-white">
              <Gamepad2 className="size-6" />
            </span>
            <p className="text-sm leading-tight font-semibold text-white">
              {t('content.pos.terminal.product')}
            </p>
          </div>
          <p className="mt-5 rounded-lg bg-white/10 px-3 py-2 text-center font-mono text-lg tracking-widest text-white">
            XXXX-XXXX-XXXX
          </p>
          <p className="mt-4 flex items-center gap-2 text-sm text-emerald-300">
            <CheckCircle2 className="size-4" />
            {t('content.pos.terminal.status')}
          </p>
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2">
          {Array.from({ length: 9 }, (_, index) => (
            <span key={index} className="h-6 rounded-md bg-white/10" />
          ))}
        </div>
      </div>
      <div className="mx-auto -mt-2 h-20 w-56 rounded-b-xl bg-white px-4 pt-5 shadow-lg">
        <span className="block h-1.5 w-3/4 rounded bg-slate-300" />
        <span className="mt-2 block h-1.5 w-1/2 rounded bg-slate-300" />
        <span className="mt-2 block h-1.5 w-2/3 rounded bg-slate-300" />
      </div>
    </div>
  );
}
