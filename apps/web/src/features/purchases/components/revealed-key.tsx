import type { PlatformFamily } from '@store/shared/schemas/purchases';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../stores/notices';
import { Button } from '../../../ui/button';
import { usePurchasesT } from '../hooks/use-purchases-t';
import { ActivationGuide } from './activation-guide';

const COPIED_MS = 2000;

interface RevealedKeyProps {
  keyText: string;
  title: string;
  platformName: string;
  family: PlatformFamily;
  /** Right after revealing: focus moves to the copy button, the dialog having closed. */
  focusOnMount?: boolean;
}

/** Selects the key's text, so that copying by hand is one keystroke away. */
function selectText(element: HTMLElement | null): void {
  const selection = window.getSelection();
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** A revealed key in a monospace box with a copy button, and how to activate it. */
export function RevealedKey({
  keyText,
  title,
  platformName,
  family,
  focusOnMount = false,
}: RevealedKeyProps) {
  const { t } = usePurchasesT();
  const codeRef = useRef<HTMLElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (focusOnMount) copyRef.current?.focus();
  }, [focusOnMount]);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => {
      setCopied(false);
    }, COPIED_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [copied]);

  const handleCopy = async () => {
    try {
      // Without a clipboard (insecure contexts, some embedded browsers) this throws as well.
      await navigator.clipboard.writeText(keyText);
      setCopied(true);
      notify({ tone: 'success', message: t('keys.copied') });
    } catch {
      selectText(codeRef.current);
      notify({ tone: 'error', message: t('keys.copyFailed') });
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-stretch">
        <span className="sr-only">{t('keys.keyLabel', { title })}</span>
        <code
          ref={codeRef}
          className="flex min-h-10 flex-1 items-center rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-base font-semibold tracking-wide break-all text-slate-900 select-all dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
        >
          {keyText}
        </code>
        <Button
          ref={copyRef}
          variant="secondary"
          aria-label={copied ? t('keys.copied') : t('keys.copyLabel', { title })}
          onClick={() => void handleCopy()}
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? t('keys.copied') : t('keys.copy')}
        </Button>
      </div>
      <ActivationGuide family={family} platformName={platformName} />
    </div>
  );
}
