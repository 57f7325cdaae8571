import clsx from 'clsx';
import { X } from 'lucide-react';
import { useEffect, useId, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { Button } from './button';
import { ModalLayer } from './modal-layer';

interface DialogProps {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  /** The close button's name, already translated. */
  closeLabel: string;
  /** `alertdialog` asks for a decision: a click beside it does not dismiss it. */
  role?: 'dialog' | 'alertdialog';
  /** Focused on opening; otherwise the first control is. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
  /** The actions along the bottom. */
  footer?: ReactNode;
  /** Makes the dialog a form, so Enter in a field submits it. */
  onSubmit?: (event: SyntheticEvent<HTMLFormElement>) => void;
}

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl' } as const;

/**
 * A modal dialog, open while it is rendered: named by its title, focus kept inside, closed by
 * Escape, its close button or, unless it asks for a decision, a click on the backdrop. Focus
 * goes back to where it was.
 */
export function Dialog({
  title,
  description,
  onClose,
  closeLabel,
  role = 'dialog',
  initialFocusRef,
  size = 'sm',
  children,
  footer,
  onSubmit,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    initialFocusRef?.current?.focus();
  }, [initialFocusRef]);

  return (
    <ModalLayer onEscape={onClose} className="fixed inset-0 z-50 grid place-items-center">
      <div
        aria-hidden="true"
        onClick={role === 'dialog' ? onClose : undefined}
        className="absolute inset-0 bg-slate-950/60"
      />
      <div
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={clsx(
          'relative flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] flex-col overflow-hidden rounded-2xl bg-white text-slate-900 shadow-2xl ring-1 ring-slate-900/10 dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700',
          SIZES[size],
        )}
      >
        <Content onSubmit={onSubmit}>
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
              aria-label={closeLabel}
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
        </Content>
      </div>
    </ModalLayer>
  );
}

/** The dialog's sections, inside a form when it submits one. */
function Content({
  onSubmit,
  children,
}: {
  onSubmit: DialogProps['onSubmit'];
  children: ReactNode;
}) {
  if (!onSubmit) return children;
  return (
    <form onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      {children}
    </form>
  );
}
