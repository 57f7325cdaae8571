import { CalendarClock, Gamepad2, Gift, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Three product cards fanned out; decoration only, hidden from assistive tech. */
export function AboutHeroArt() {
  const { t } = useTranslation();
  const cards = [
    {
      icon: CalendarClock,
      label: t('content.about.products.items.subscriptions.title'),
      className: 'top-0 left-24 rotate-12 from-emerald-400 to-teal-600',
    },
    {
      icon: Gift,
      label: t('content.about.products.items.giftCards.title'),
      className: 'top-10 left-12 rotate-3 from-rose-400 to-pink-600',
    },
    {
      icon: Gamepad2,
      label: t('content.about.products.items.games.title'),
      className: 'top-20 left-0 -rotate-6 from-amber-300 to-orange-500',
    },
  ];
  return (
    <div aria-hidden="true" className="relative h-80 w-96 select-none">
      {cards.map(({ icon: Icon, label, className }) => (
        <div
          key={label}
          className={`absolute flex h-48 w-72 flex-col justify-between rounded-2xl bg-linear-to-br p-5 text-white shadow-2xl ring-1 ring-white/30 ${className}`}
        >
          <div className="flex items-center justify-between">
            <Icon className="size-8" />
            <KeyRound className="size-5 opacity-70" />
          </div>
          <div>
            <p className="font-mono text-sm tracking-widest opacity-80">XXXX-XXXX-XXXX</p>
            <p className="mt-1 text-lg font-bold">{label}</p>
          </div>
        </div>
      ))}
    </div>
  );
}
