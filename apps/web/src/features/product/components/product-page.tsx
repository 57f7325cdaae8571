import type { ProductPageKind } from '@store/shared/rules/product-path';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '../../../ui/load-error-panel';
import {
  useCreditPage,
  useGamePage,
  type PageState,
  type ProductPageParams,
} from '../hooks/use-product-page';
import { CreditPage } from './credit-page';
import { GamePage } from './game-page';
import type { ProductPageSlots } from './product-page-slots';
import { ProductPageSkeleton } from './product-page-skeleton';

interface ProductPageProps {
  kind: ProductPageKind;
  params: ProductPageParams;
  slots: ProductPageSlots;
}

/** The page a product URL names (spec section 2), for each of the four kinds of product. */
export function ProductPage({ kind, params, slots }: ProductPageProps) {
  switch (kind) {
    case 'game':
    case 'dlc':
      return <GameRoute kind={kind} params={params} slots={slots} />;
    case 'gift-card':
    case 'subscription':
      return <CreditRoute kind={kind} params={params} slots={slots} />;
  }
}

function GameRoute({ kind, params, slots }: ProductPageProps & { kind: 'game' | 'dlc' }) {
  const page = useGamePage(kind, params);
  return (
    <PageStates state={page} notFound={slots.notFound}>
      {(data) => <GamePage key={data.product._id} data={data} slots={slots} />}
    </PageStates>
  );
}

function CreditRoute({
  kind,
  params,
  slots,
}: ProductPageProps & { kind: 'gift-card' | 'subscription' }) {
  const page = useCreditPage(kind, params);
  return (
    <PageStates state={page} notFound={slots.notFound}>
      {(data) => <CreditPage key={data.product._id} data={data} slots={slots} />}
    </PageStates>
  );
}

interface PageStatesProps<T> {
  state: PageState<T>;
  notFound: ProductPageSlots['notFound'];
  children: (data: T) => ReactNode;
}

function PageStates<T>({ state, notFound, children }: PageStatesProps<T>) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'loading':
      return <ProductPageSkeleton />;
    case 'notFound':
      return notFound;
    case 'error':
      return (
        <LoadErrorPanel
          title={t('product.loadError.title')}
          description={t('product.loadError.description')}
          onRetry={state.retry}
        />
      );
    case 'ready':
      return children(state.data);
  }
}
