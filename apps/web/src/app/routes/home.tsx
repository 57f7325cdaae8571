import { PRODUCT_TYPES, type ProductTypeId } from '@store/shared/constants';
import { useTranslation } from 'react-i18next';
import { ProductShelf } from '../../features/catalog/components/product-shelf';
import { HomeHero } from '../../features/home/components/home-hero';
import { useDocumentTitle } from '../../lib/use-document-title';

const SHELVES: readonly {
  key: 'games' | 'giftCards' | 'subscriptions' | 'dlc';
  type: ProductTypeId;
}[] = [
  { key: 'games', type: PRODUCT_TYPES.game },
  { key: 'giftCards', type: PRODUCT_TYPES.giftCard },
  { key: 'subscriptions', type: PRODUCT_TYPES.subscriptionCard },
  { key: 'dlc', type: PRODUCT_TYPES.dlc },
];

export function HomeRoute() {
  const { t } = useTranslation();
  useDocumentTitle();

  return (
    <>
      <HomeHero />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-14 sm:px-6 lg:px-8">
        {SHELVES.map(({ key, type }, index) => (
          <ProductShelf
            key={key}
            type={type}
            title={t(`home.sections.${key}.title`)}
            description={t(`home.sections.${key}.description`)}
            seeAllHref={`/products?type=${type}`}
            eager={index === 0}
          />
        ))}
      </div>
    </>
  );
}
