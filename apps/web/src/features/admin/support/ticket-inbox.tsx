import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../ui/pager';
import { StatePanel } from '../../../ui/state-panel';
import { AdminPageHeader } from '../components/admin-page-header';
import { QueryStates } from '../components/query-states';
import { InboxFilters } from './inbox-filters';
import { useTickets, type TicketFilter } from './support-api';
import { readTicketFilter, writeTicketFilter } from './ticket-filter';
import { TicketTable } from './ticket-table';
import { useSupportErrorText } from './use-support-error-text';
import { useSupportT } from './use-support-t';

/** /admin/support: the tickets, filtered by status, category, assignment and text in the URL. */
export function TicketInbox() {
  const { t } = useSupportT();
  const errorText = useSupportErrorText();
  const [params, setParams] = useSearchParams();
  const filter = readTicketFilter(params);
  const tickets = useTickets(filter);

  const go = (next: TicketFilter) => {
    setParams(writeTicketFilter(next));
  };

  return (
    <>
      <AdminPageHeader title={t('inbox.title')} intro={t('inbox.intro')} />
      <InboxFilters
        filter={filter}
        onChange={(changes) => {
          go({ ...filter, ...changes, page: 1 });
        }}
      />
      <QueryStates
        query={tickets}
        loadingTitle={t('inbox.loading')}
        errorTitle={t('inbox.loadError')}
        errorText={errorText}
      >
        {(data) => (
          <div className="flex flex-col gap-4">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('inbox.openCount', { count: data.openCount })}
            </p>
            {data.tickets.length === 0 ? (
              <StatePanel
                icon={Inbox}
                role="status"
                title={t('inbox.empty')}
                description={t('inbox.emptyHint')}
              />
            ) : (
              <TicketTable
                tickets={data.tickets}
                search={params.toString()}
                busy={tickets.isPlaceholderData}
                pager={
                  <Pager
                    label={t('inbox.pages')}
                    page={data.page}
                    pages={data.pageCount}
                    onPage={(page) => {
                      go({ ...filter, page });
                    }}
                    previousText={t('inbox.previous')}
                    nextText={t('inbox.next')}
                    pageText={t('inbox.page', { page: data.page, pages: data.pageCount })}
                  />
                }
              />
            )}
          </div>
        )}
      </QueryStates>
    </>
  );
}
