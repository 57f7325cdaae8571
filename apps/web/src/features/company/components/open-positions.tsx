import { Inbox, WifiOff } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { StatePanel } from '../../../ui/state-panel';
import { usePositions } from '../api/get-positions';
import { ApplicationForm, type ApplicationFormHandle } from './application-form';
import { PositionCard, PositionCardSkeleton } from './position-card';

/** The id the careers page links to ("See open positions"). */
export const OPEN_POSITIONS_ID = 'open-positions';

/**
 * The open positions from the API with an application form beside them. Offline nothing is
 * asked (the rest of the careers page still works); a list loaded earlier stays readable.
 */
export function OpenPositions({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const positions = usePositions(online);
  const form = useRef<ApplicationFormHandle>(null);

  let content;
  if (positions.data && positions.data.length > 0) {
    content = (
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <ul className="flex flex-col gap-4">
          {positions.data.map((position) => (
            <li key={position._id}>
              <PositionCard
                position={position}
                onApply={(positionId) => form.current?.choose(positionId)}
              />
            </li>
          ))}
        </ul>
        <Card
          title={t('company.careers.form.title')}
          description={t('company.careers.form.description')}
          className="lg:sticky lg:top-24"
        >
          <ApplicationForm ref={form} positions={positions.data} online={online} />
        </Card>
      </div>
    );
  } else if (positions.data) {
    content = (
      <StatePanel
        icon={Inbox}
        title={t('company.careers.positions.empty.title')}
        description={t('company.careers.positions.empty.description')}
      />
    );
  } else if (!online) {
    content = (
      <StatePanel
        icon={WifiOff}
        role="status"
        title={t('company.careers.positions.offline.title')}
        description={t('company.careers.positions.offline.description')}
      />
    );
  } else if (positions.isError) {
    content = (
      <StatePanel
        variant="error"
        title={t('company.careers.positions.error.title')}
        description={t('company.careers.positions.error.description')}
      >
        <Button pending={positions.isFetching} onClick={() => void positions.refetch()}>
          {t('common.retry')}
        </Button>
      </StatePanel>
    );
  } else {
    content = (
      <>
        <p role="status" className="sr-only">
          {t('company.careers.positions.loading')}
        </p>
        <ul aria-hidden="true" className="flex flex-col gap-4 lg:max-w-[calc(100%-25.5rem)]">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <PositionCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section
      id={OPEN_POSITIONS_ID}
      aria-labelledby={`${OPEN_POSITIONS_ID}-title`}
      aria-busy={positions.isPending && online}
    >
      <h2
        id={`${OPEN_POSITIONS_ID}-title`}
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
      >
        {t('company.careers.positions.title')}
      </h2>
      <p className="mt-2 mb-6 text-base text-slate-600 dark:text-slate-300">
        {t('company.careers.positions.intro')}
      </p>
      {content}
    </section>
  );
}
