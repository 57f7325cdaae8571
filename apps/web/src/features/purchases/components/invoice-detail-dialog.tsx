import { Download } from 'lucide-react';
import { buttonClasses, Button } from '../../../ui/button';
import { Alert } from '../../../ui/alert';
import { Skeleton } from '../../../ui/skeleton';
import { useInvoiceDetail } from '../api/get-invoice-detail';
import { useFormatDate, useFormatMoney } from '../hooks/use-formatters';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { useServerMessage } from '../hooks/use-server-message';
import { Dialog } from '../../../ui/dialog';

const row = 'flex items-baseline justify-between gap-4';
const term = 'text-slate-600 dark:text-slate-400';

interface InvoiceDetailDialogProps {
  invoiceId: string;
  number: string;
  onClose: () => void;
}

/** An invoice as issued: its lines, net amount, VAT and rate, total and the buyer. */
export function InvoiceDetailDialog({ invoiceId, number, onClose }: InvoiceDetailDialogProps) {
  const { t, language } = usePurchasesT();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const serverMessage = useServerMessage();
  const detail = useInvoiceDetail(invoiceId);
  const invoice = detail.data;

  let content;
  if (detail.isError) {
    content = (
      <Alert tone="error">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>{serverMessage(detail.error, 'invoice.loadError')}</span>
          <Button size="sm" variant="secondary" onClick={() => void detail.refetch()}>
            {t('retry')}
          </Button>
        </div>
      </Alert>
    );
  } else if (!invoice) {
    content = (
      <div>
        <p role="status" className="sr-only">
          {t('invoice.loading')}
        </p>
        <div aria-hidden="true" className="flex flex-col gap-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    );
  } else {
    const money = (minor: number) => formatMoney(minor, invoice.currency);
    const rate = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(invoice.vatRateBp / 10_000);
    const { buyer } = invoice;
    const country = new Intl.DisplayNames([language], { type: 'region' }).of(buyer.country);
    content = (
      <>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('invoice.issued', { date: formatDate(invoice.issuedAt), order: invoice.orderId })}
        </p>
        <ul
          aria-label={t('invoice.lines')}
          className="flex flex-col divide-y divide-slate-200 text-sm dark:divide-slate-800"
        >
          {invoice.lines.map((line, index) => (
            <li key={index} className="flex items-start justify-between gap-4 py-2.5 first:pt-0">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900 dark:text-white">
                  {line.title}
                </p>
                <p className="text-xs text-slate-600 dark:text-slate-400">{line.platformName}</p>
              </div>
              <p className="shrink-0 text-right text-slate-700 tabular-nums dark:text-slate-300">
                {line.quantity} × {money(line.unitPrice)}
                <span className="block font-semibold text-slate-900 dark:text-white">
                  {money(line.total)}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <dl className="flex flex-col gap-1.5 border-t border-slate-200 pt-3 text-sm tabular-nums dark:border-slate-800">
          {invoice.discount > 0 || invoice.loyaltyDiscount > 0 ? (
            <div className={row}>
              <dt className={term}>{t('invoice.subtotal')}</dt>
              <dd>{money(invoice.subtotal)}</dd>
            </div>
          ) : null}
          {invoice.discount > 0 ? (
            <div className={row}>
              <dt className={term}>{t('invoice.discount')}</dt>
              <dd>−{money(invoice.discount)}</dd>
            </div>
          ) : null}
          {invoice.loyaltyDiscount > 0 ? (
            <div className={row}>
              <dt className={term}>{t('invoice.levelDiscount')}</dt>
              <dd>−{money(invoice.loyaltyDiscount)}</dd>
            </div>
          ) : null}
          <div className={row}>
            <dt className={term}>{t('invoice.net')}</dt>
            <dd>{money(invoice.net)}</dd>
          </div>
          <div className={row}>
            <dt className={term}>{t('invoice.vat', { rate })}</dt>
            <dd>{money(invoice.vat)}</dd>
          </div>
          <div className={`${row} text-base font-bold text-slate-900 dark:text-white`}>
            <dt>{t('invoice.total')}</dt>
            <dd>{money(invoice.total)}</dd>
          </div>
        </dl>
        <div className="text-sm">
          <h3 className="font-semibold text-slate-800 dark:text-slate-200">{t('invoice.buyer')}</h3>
          <address className="mt-1 text-slate-700 not-italic dark:text-slate-300">
            {buyer.name}
            <br />
            {buyer.address}
            <br />
            {buyer.zip} {buyer.city}
            <br />
            {country ?? buyer.country}
            <br />
            {buyer.email}
          </address>
        </div>
      </>
    );
  }

  return (
    <Dialog
      closeLabel={t('dialog.close')}
      size="lg"
      title={t('invoice.title', { number })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.close')}
          </Button>
          {invoice ? (
            <a href={invoice.pdfUrl} download className={buttonClasses()}>
              <Download aria-hidden="true" className="size-4" />
              {t('invoices.download')}
            </a>
          ) : null}
        </>
      }
    >
      {content}
    </Dialog>
  );
}
