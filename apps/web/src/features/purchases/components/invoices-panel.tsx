import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import type { InvoiceSummary } from '@store/shared/schemas/purchases';
import { Button, buttonClasses } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatePanel } from '../../../ui/state-panel';
import { useInvoices } from '../api/get-invoices';
import { useFormatDate, useFormatMoney } from '../hooks/use-formatters';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { InvoiceDetailDialog } from './invoice-detail-dialog';

const term = 'text-xs font-medium text-slate-500 dark:text-slate-400';

/** The customer's invoices: number, date, total and order, with their PDF and details. */
export function InvoicesPanel() {
  const { t } = usePurchasesT();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const invoices = useInvoices();
  const [open, setOpen] = useState<InvoiceSummary | null>(null);

  if (invoices.isError) {
    return (
      <StatePanel
        variant="error"
        title={t('invoices.loadError.title')}
        description={t('invoices.loadError.description')}
      >
        <Button onClick={() => void invoices.refetch()}>{t('retry')}</Button>
      </StatePanel>
    );
  }
  if (!invoices.data) {
    return (
      <div>
        <p role="status" className="sr-only">
          {t('invoices.loading')}
        </p>
        <div aria-hidden="true" className="flex flex-col gap-3">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-20 w-full rounded-2xl" />
          ))}
        </div>
      </div>
    );
  }
  if (invoices.data.invoices.length === 0) {
    return (
      <StatePanel
        icon={FileText}
        title={t('invoices.empty.title')}
        description={t('invoices.empty.description')}
      />
    );
  }

  return (
    <>
      <ul aria-label={t('invoices.caption')} className="flex flex-col gap-3">
        {invoices.data.invoices.map((invoice) => (
          <li
            key={invoice.invoiceId}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex min-w-0 flex-col gap-2">
              <p className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
                <FileText
                  aria-hidden="true"
                  className="size-4 shrink-0 text-slate-500 dark:text-slate-400"
                />
                <span className="break-all">
                  {t('invoices.number')} {invoice.number}
                </span>
              </p>
              <dl className="grid grid-cols-3 gap-x-4 gap-y-1 text-sm sm:flex sm:gap-6">
                <div>
                  <dt className={term}>{t('invoices.date')}</dt>
                  <dd className="text-slate-800 dark:text-slate-200">
                    {formatDate(invoice.issuedAt)}
                  </dd>
                </div>
                <div>
                  <dt className={term}>{t('invoices.total')}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
                    {formatMoney(invoice.total, invoice.currency)}
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className={term}>{t('invoices.order')}</dt>
                  <dd className="truncate text-slate-800 dark:text-slate-200">{invoice.orderId}</dd>
                </div>
              </dl>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('invoices.detailsLabel', { number: invoice.number })}
                onClick={() => {
                  setOpen(invoice);
                }}
              >
                {t('invoices.details')}
              </Button>
              <a
                href={invoice.pdfUrl}
                download
                aria-label={t('invoices.downloadLabel', { number: invoice.number })}
                className={buttonClasses({ size: 'sm' })}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('invoices.download')}
              </a>
            </div>
          </li>
        ))}
      </ul>
      {open ? (
        <InvoiceDetailDialog
          invoiceId={open.invoiceId}
          number={open.number}
          onClose={() => {
            setOpen(null);
          }}
        />
      ) : null}
    </>
  );
}
