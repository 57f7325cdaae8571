import { Button } from './button';

interface PagerProps {
  /** What the navigation pages through, for assistive tech. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  previousText: string;
  nextText: string;
  /** Such as "Page 2 of 5". */
  pageText: string;
}

/** Previous and Next around "Page 2 of 5"; shown only when there is more than one page. */
export function Pager({
  label,
  page,
  pages,
  onPage,
  previousText,
  nextText,
  pageText,
}: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {previousText}
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-400">{pageText}</p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {nextText}
      </Button>
    </nav>
  );
}
