import type { SalesSeries } from '@store/shared/schemas/admin-dashboard';
import { useId, useState } from 'react';
import { formatAmount } from './format-amount';
import { useDashboardT } from './use-dashboard-t';

const WIDTH = 600;
const HEIGHT = 160;
const GAP = 2;

/**
 * Net sales per day as bars, one currency at a time, drawn as inline SVG. The picture names
 * its highest day for screen readers, and the same figures are there as a table.
 */
export function SalesChart({ series, days }: { series: SalesSeries[]; days: number }) {
  const { t, language } = useDashboardT();
  const [chosen, setChosen] = useState(series[0]?.currency);
  const selectId = useId();
  const current = series.find((s) => s.currency === chosen) ?? series[0];
  if (!current) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('chartEmpty', { days })}</p>
    );
  }
  const dayName = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const label = (date: string) => dayName.format(new Date(`${date}T00:00:00Z`));
  const values = current.days.map((d) => d.netMinor);
  const top = Math.max(1, ...values);
  const bottom = Math.min(0, ...values);
  const range = top - bottom;
  const zeroY = (top / range) * HEIGHT;
  const barWidth = WIDTH / current.days.length;
  const best = current.days.reduce((a, b) => (b.netMinor > a.netMinor ? b : a));

  return (
    <div className="flex flex-col gap-3">
      {series.length > 1 ? (
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor={selectId} className="text-slate-600 dark:text-slate-400">
            {t('chartCurrency')}
          </label>
          <select
            id={selectId}
            value={current.currency}
            onChange={(event) => {
              setChosen(event.target.value);
            }}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1 dark:border-slate-700 dark:bg-slate-900"
          >
            {series.map((s) => (
              <option key={s.currency} value={s.currency}>
                {s.currency}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <svg
        role="img"
        aria-label={t('chartLabel', {
          currency: current.currency,
          days,
          max: formatAmount(best.netMinor, current.currency),
          date: label(best.date),
        })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full text-brand-600 dark:text-brand-400"
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={zeroY}
          y2={zeroY}
          className="stroke-slate-300 dark:stroke-slate-700"
          strokeWidth={1}
        />
        {current.days.map((d, i) => {
          const height = (Math.abs(d.netMinor) / range) * HEIGHT;
          return (
            <rect
              key={d.date}
              x={i * barWidth + GAP / 2}
              y={d.netMinor >= 0 ? zeroY - height : zeroY}
              width={Math.max(1, barWidth - GAP)}
              height={height}
              rx={1.5}
              className={d.netMinor >= 0 ? 'fill-current' : 'fill-rose-500'}
            >
              <title>{`${label(d.date)}: ${formatAmount(d.netMinor, current.currency)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="flex justify-between text-xs text-slate-500 dark:text-slate-400">
        <span>{label(current.days[0]?.date ?? best.date)}</span>
        <span>{label(current.days.at(-1)?.date ?? best.date)}</span>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-brand-700 hover:underline dark:text-brand-300">
          {t('chartShowTable')}
        </summary>
        <div className="mt-2 max-h-64 overflow-y-auto">
          <table
            aria-label={t('chartTable', { currency: current.currency })}
            className="w-full text-left"
          >
            <thead>
              <tr className="text-xs text-slate-600 uppercase dark:text-slate-400">
                <th scope="col" className="py-1">
                  {t('day')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {current.days.map((d) => (
                <tr key={d.date} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1">
                    <time dateTime={d.date}>{label(d.date)}</time>
                  </td>
                  <td className="py-1 text-right tabular-nums">
                    {formatAmount(d.netMinor, current.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
