import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '../../../ui/button';
import { usePurchasesT } from '../hooks/use-purchases-t';

interface ModalDialogProps {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** `alertdialog` asks for a decision: a click beside it does not dismiss it. */
  role?: 'dialog' | 'alertdialog';
  /** Focused on opening; otherwise the browser picks the first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'md' | 'lg';
  children?: ReactNode;
  /** The actions along the bottom. */
  footer?: ReactNode;
}

/**
 * A modal dialog of this feature, open while it is rendered: the browser's own modal
 * `<dialog>` (focus kept inside, the page behind inert), closed by Escape, its close button
 * or, unless it asks for a decision, a click on the backdrop. Focus goes back to where it was.
 */
export function ModalDialog({
  title,
  description,
  onClose,
  role = 'dialog',
  initialFocusRef,
  size = 'md',
  children,
  footer,
}: ModalDialogProps) {
  const { t } = usePurchasesT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocusRef]);

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        // Closing is the parent's decision: it stops rendering the dialog.
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself; the content sits inside it.
        if (role === 'dialog' && event.target === event.currentTarget) onClose();
      }}
      className={clsx(
        'm-auto w-[calc(100%-1.5rem)] overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl ring-1 ring-slate-900/10 backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700',
        size === 'lg' ? 'max-w-2xl' : 'max-w-md',
      )}
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
        <div className="flex items-start gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
          <div className="min-w-0 flex-1">
            <h2
              id={titleId}
              className="text-lg font-bold break-words text-slate-900 dark:text-white"
            >
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {description}
              </div>
            ) : null}
          </div>
          <Button
            variant="ghost"
            size="icon"
            onClick={onClose}
            aria-label={t('dialog.close')}
            className="-mt-1 -mr-2 shrink-0"
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
        {children ? (
          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-4">
            {children}
          </div>
        ) : null}
        {footer ? (
          <div className="flex flex-col-reverse gap-3 border-t border-slate-200 px-5 py-4 sm:flex-row sm:justify-end dark:border-slate-800">
            {footer}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
