import clsx from 'clsx';
import type { ReactNode } from 'react';

/** A column's heading: its label, right-aligned for amounts and counts, or for screen readers only. */
export interface AdminColumn {
  label: string;
  align?: 'end';
  /** For a column of buttons: the heading is read out but not shown. */
  srOnly?: boolean;
}

/**
 * Where the table sits: `page`, a page's own card (cells `px-4 py-3`); `inset`, inside a section
 * or dialog that frames it already (cells `px-3 py-2`). The rows' cells use the same padding.
 */
type AdminTableLook = 'page' | 'inset';

const LOOKS: Record<AdminTableLook, { frame: string; head: string; cell: string }> = {
  page: {
    frame:
      'overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
    head: 'border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:bg-slate-800/50 dark:text-slate-400',
    cell: 'px-4 py-3',
  },
  inset: {
    frame: 'overflow-x-auto',
    head: 'border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400',
    cell: 'px-3 py-2',
  },
};

interface AdminTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly AdminColumn[];
  /** A literal class such as `min-w-[48rem]`: below it the table scrolls sideways. */
  minWidth: string;
  look?: AdminTableLook;
  /** While an older page stands in for the one asked for. */
  busy?: boolean;
  /** The `<tr>` rows. */
  children: ReactNode;
  /** Shown below the table, such as its Pager. */
  pager?: ReactNode;
}

/** A back office list as a table: the scrolling frame, the column headings, the rows, a pager. */
export function AdminTable({
  label,
  columns,
  minWidth,
  look = 'page',
  busy,
  children,
  pager,
}: AdminTableProps) {
  const style = LOOKS[look];
  const table = (
    <div className={style.frame}>
      <table
        aria-label={label}
        aria-busy={busy || undefined}
        className={clsx('w-full text-left text-sm', minWidth)}
      >
        <thead className={style.head}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={clsx(
                  style.cell,
                  column.align === 'end' && 'text-right',
                  'font-semibold',
                )}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
  if (!pager) return table;
  return (
    <div className="flex flex-col gap-4">
      {table}
      {pager}
    </div>
  );
}
