import type { AdminProduct } from '@store/shared/schemas/admin-catalogue';
import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { Alert } from '../../../ui/alert';
import type { useChangeProduct } from './catalogue-api';

/** What a part of the product editor is given: the product, the call that changes it, where to say it is done. */
export interface ProductPartProps {
  product: AdminProduct;
  change: ReturnType<typeof useChangeProduct>;
  onDone: (message: string) => void;
}

interface ProductPartFormProps {
  title: string;
  /** `h2` for a part of the editor of its own, `h3` for a form under a part's heading. */
  heading: 'h2' | 'h3';
  intro?: string;
  /** Why the last save failed, shown above the fields. */
  failure?: string;
  onSubmit: (event: SyntheticEvent) => void;
  children: ReactNode;
}

/** A part of the product editor as a form in its own card, named by its heading; it checks its own fields. */
export function ProductPartForm({
  title,
  heading: Heading,
  intro,
  failure,
  onSubmit,
  children,
}: ProductPartFormProps) {
  const titleId = useId();
  return (
    <form
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <Heading
        id={titleId}
        className={
          Heading === 'h2'
            ? 'text-lg font-semibold text-slate-900 dark:text-white'
            : 'font-semibold text-slate-900 dark:text-white'
        }
      >
        {title}
      </Heading>
      {intro ? <p className="text-sm text-slate-600 dark:text-slate-400">{intro}</p> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {children}
    </form>
  );
}
