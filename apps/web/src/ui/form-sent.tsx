import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from './button';

interface FormSentProps {
  title: string;
  message: string;
  againLabel: string;
  onAgain: () => void;
  /** A step that follows from what was sent, offered before the form again. */
  next?: { label: string; onClick: () => void };
}

/** Takes the place of a form that was accepted; focus moves here, as the form is gone. */
export function FormSent({ title, message, againLabel, onAgain, next }: FormSentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center dark:border-emerald-900 dark:bg-emerald-950/40"
    >
      <span
        aria-hidden="true"
        className="grid size-12 place-items-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-900/60 dark:text-emerald-200"
      >
        <CircleCheck className="size-6" />
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 focus:outline-none dark:text-white"
      >
        {title}
      </h3>
      <p className="max-w-md text-sm text-slate-700 dark:text-slate-200">{message}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {next ? <Button onClick={next.onClick}>{next.label}</Button> : null}
        <Button variant="secondary" onClick={onAgain}>
          {againLabel}
        </Button>
      </div>
    </div>
  );
}
