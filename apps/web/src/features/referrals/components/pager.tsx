import { useSearchParams } from 'react-router';
import { Pager as SharedPager } from '../../../ui/pager';
import { useReferralsT } from '../hooks/use-referrals-t';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A list's page, kept in the URL under its own parameter so each list pages on its own. */
export function usePageParam(name: string): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const goTo = (target: number) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (target === 1) next.delete(name);
        else next.set(name, String(target));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [readPage(params.get(name)), goTo];
}

/** The shared pager with this feature's words. */
export function Pager({
  label,
  page,
  pages,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useReferralsT();
  return (
    <SharedPager
      label={label}
      page={page}
      pages={pages}
      onPage={onPage}
      previousText={t('pager.previous')}
      nextText={t('pager.next')}
      pageText={t('pager.pageOf', { page, pages })}
    />
  );
}
