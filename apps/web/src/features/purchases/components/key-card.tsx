import type { OwnedKey } from '@store/shared/schemas/purchases';
import clsx from 'clsx';
import { Eye, Gift, KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button';
import { useRevealKey } from '../api/reveal-key';
import { useFormatDate } from '../hooks/use-formatters';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { useServerMessage } from '../hooks/use-server-message';
import { GiftDialog } from './gift-dialog';
import { GiftedNote, ShownKey } from './key-states';
import { RevealKeyDialog } from './reveal-key-dialog';

interface KeyCardProps {
  ownedKey: OwnedKey;
  /** The invoice of the key's order, which key activation asks for; null when there is none. */
  invoiceId: string | null;
}

const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * One key as its owner sees it: hidden (reveal after a warning, or send as a gift), revealed
 * (its text, copy and activation guide), gifted to a friend, or voided by a refund.
 */
export function KeyCard({ ownedKey, invoiceId: orderInvoiceId }: KeyCardProps) {
  const { t } = usePurchasesT();
  const formatDate = useFormatDate();
  const serverMessage = useServerMessage();
  const reveal = useRevealKey();
  const titleId = useId();
  const [dialog, setDialog] = useState<'reveal' | 'gift' | null>(null);
  // Set by this card's own reveal, before the refreshed lists say so; the key then shows at once.
  const [revealedHere, setRevealedHere] = useState(false);
  const [shown, setShown] = useState(false);
  const { keyId, title, platformName, state } = ownedKey;
  // A friend who claimed the key holds no invoice of the giver's: the server then goes by
  // ownership and ignores the field, which must still be a well-formed id.
  const invoiceId = orderInvoiceId ?? (ownedKey.received ? keyId : null);
  const revealed = state === 'revealed' || revealedHere;

  const handleConfirmReveal = () => {
    if (!invoiceId) return;
    reveal.mutate(
      { keyId, invoiceId },
      {
        onSuccess: () => {
          setRevealedHere(true);
          setShown(true);
          setDialog(null);
        },
      },
    );
  };

  let body;
  if (state === 'voided') {
    body = (
      <p className="font-mono text-sm text-slate-500 line-through dark:text-slate-400">
        {t('keys.masked')}
      </p>
    );
  } else if (state === 'gifted') {
    body = <GiftedNote gift={ownedKey.gift} />;
  } else if (!invoiceId) {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('keys.noInvoice')}</p>;
  } else if (revealed && shown) {
    body = <ShownKey ownedKey={ownedKey} invoiceId={invoiceId} focusOnMount={revealedHere} />;
  } else {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <p className="flex h-10 min-w-48 flex-1 items-center rounded-lg whitespace-nowrap border border-dashed border-slate-300 bg-slate-50 px-3 font-mono text-base tracking-wide text-slate-600 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-400">
          <span aria-hidden="true">{t('keys.masked')}</span>
          <span className="sr-only">{t('keys.hidden', { title })}</span>
        </p>
        <div className="flex flex-wrap gap-2">
          {revealed ? (
            <Button
              size="sm"
              aria-label={t('keys.showLabel', { title })}
              onClick={() => {
                setShown(true);
              }}
            >
              <Eye aria-hidden="true" className="size-4" />
              {t('keys.show')}
            </Button>
          ) : (
            <>
              <Button
                size="sm"
                aria-label={t('keys.revealLabel', { title })}
                onClick={() => {
                  reveal.reset();
                  setDialog('reveal');
                }}
              >
                <Eye aria-hidden="true" className="size-4" />
                {t('keys.reveal')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('keys.giftLabel', { title })}
                onClick={() => {
                  setDialog('gift');
                }}
              >
                <Gift aria-hidden="true" className="size-4" />
                {t('keys.gift')}
              </Button>
            </>
          )}
        </div>
      </div>
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'flex flex-col gap-3 rounded-xl border p-4',
        state === 'voided'
          ? 'border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-2.5">
          <KeyRound
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400"
          />
          <div className="min-w-0">
            <p
              id={titleId}
              className={clsx(
                'text-sm font-semibold break-words text-slate-900 dark:text-white',
                state === 'voided' && 'line-through',
              )}
            >
              {title}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {platformName}
              {revealed && ownedKey.revealedAt
                ? ` · ${t('keys.revealedOn', { date: formatDate(ownedKey.revealedAt) })}`
                : null}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {ownedKey.received ? (
            <span
              className={clsx(
                badge,
                'bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-200',
              )}
            >
              <Gift aria-hidden="true" className="size-3.5" />
              {t('keys.received')}
            </span>
          ) : null}
          {state === 'voided' ? (
            <span
              className={clsx(
                badge,
                'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
              )}
            >
              {t('keys.refunded')}
            </span>
          ) : null}
        </div>
      </div>
      {body}
      {dialog === 'reveal' ? (
        <RevealKeyDialog
          title={title}
          pending={reveal.isPending}
          error={
            reveal.isError ? serverMessage(reveal.error, 'messages.keyActivationFailed') : undefined
          }
          onConfirm={handleConfirmReveal}
          onClose={() => {
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'gift' ? (
        <GiftDialog
          keyId={keyId}
          title={title}
          onClose={() => {
            setDialog(null);
          }}
        />
      ) : null}
    </article>
  );
}
