import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// Sample traffic, the same in every language: field names and values are what a developer sends.
const REQUEST = `POST /wholesale/v1/orders
X-Api-Key: bk_live_3f9a…
Content-Type: application/json

{
  "reference": "ORDER-1042",
  "items": [
    { "productId": "ps-store-gift-card-25", "quantity": 2 }
  ]
}`;

const RESPONSE = `201 Created

{
  "orderId": "wo_7f3c91",
  "status": "confirmed",
  "keys": [
    { "productId": "ps-store-gift-card-25", "code": "XXXX-XXXX-XXXX" },
    { "productId": "ps-store-gift-card-25", "code": "YYYY-YYYY-YYYY" }
  ]
}`;

/** A sample order request and its response, in monospace. */
export function ApiExample() {
  const { t } = useTranslation();
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('content.api.auth.exampleLabel')}
      </figcaption>
      <div className="mt-3 grid gap-4">
        <CodeBlock label={t('content.api.auth.request')} code={REQUEST} />
        <CodeBlock label={t('content.api.auth.response')} code={RESPONSE} />
      </div>
    </figure>
  );
}

function CodeBlock({ label, code }: { label: string; code: string }) {
  const labelId = useId();
  return (
    <div className="overflow-hidden rounded-2xl bg-slate-900 shadow-lg ring-1 ring-slate-900/10 dark:bg-slate-900 dark:ring-white/10">
      <p
        id={labelId}
        className="border-b border-white/10 px-4 py-2 text-xs font-semibold tracking-wide text-slate-300 uppercase"
      >
        {label}
      </p>
      {/* Long lines scroll sideways on phones; the region can take focus to scroll by keyboard. */}
      <div
        role="region"
        aria-labelledby={labelId}
        tabIndex={0}
        className="overflow-x-auto focus-visible:-outline-offset-2"
      >
        <pre className="p-4 font-mono text-[13px] leading-relaxed text-slate-100">
          <code>{code}</code>
        </pre>
      </div>
    </div>
  );
}
