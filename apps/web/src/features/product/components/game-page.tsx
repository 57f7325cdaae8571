import { productPath } from '@store/shared/rules/product-path';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { GamePageData } from '../hooks/use-product-page';
import { useLookupNames } from '../hooks/use-lookup-names';
import { defaultEntry } from '../utils/product-entries';
import { formatReleaseDate } from '../utils/format';
import { Breadcrumbs } from './breadcrumbs';
import { OptionChoice } from './option-choice';
import { PlatformChoice } from './platform-choice';
import { ProductDescription } from './product-description';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductHero } from './product-hero';
import { ProductLayout } from './product-layout';
import type { ProductPageSlots } from './product-page-slots';
import { PurchasePanel } from './purchase-panel';
import { SystemRequirements } from './system-requirements';

interface GamePageProps {
  data: GamePageData;
  slots: Omit<ProductPageSlots, 'notFound'>;
}

/** The edition a visitor picked; it carries over to another platform that sells it. */
interface EditionPick {
  entryId: string;
  editionId: string | null;
}

/** A game or DLC on one platform: gallery, texts, facts, requirements, editions and buying. */
export function GamePage({ data, slots }: GamePageProps) {
  const { t, i18n } = useTranslation();
  const names = useLookupNames();
  const { product, details, platform, entries } = data;
  const [pick, setPick] = useState<EditionPick | null>(null);
  const entry =
    entries.find((e) => e._id === pick?.entryId) ??
    entries.find((e) => pick?.editionId != null && e.editionId === pick.editionId) ??
    defaultEntry(entries);
  useDocumentTitle(t('product.pageTitle', { title: product.title, platform: platform.name }));
  if (!entry) return null;

  const typeName = names.type(details.type._id);
  const editionName = entry.editionName ?? t('product.standardEdition');
  const pathOn = (on: { categoryId: string; slug: string }) => productPath(product, entry, on);
  const catalogue = `/products?type=${product.typeId}`;
  const releaseDate = formatReleaseDate(details.releaseDate, i18n.resolvedLanguage ?? 'en');
  const currency = { code: product.currency, symbol: product.currencySymbol };

  return (
    <ProductLayout
      productId={product._id}
      renderSuggestion={slots.renderSuggestion}
      breadcrumbs={
        <Breadcrumbs
          trail={[
            { label: names.catalogue(product.typeId), to: catalogue },
            {
              label: names.category(platform.categoryId),
              to: `${catalogue}&category=${platform.categoryId}`,
            },
          ]}
          current={product.title}
        />
      }
      hero={
        <ProductHero
          title={product.title}
          images={product.images}
          tags={[typeName, platform.name, details.rating.name]}
          reviews={details.reviews}
          highlights={[
            { label: t('product.facts.developer'), value: details.developer.name },
            { label: t('product.facts.publisher'), value: details.publisher.name },
            { label: t('product.facts.releaseDate'), value: releaseDate },
            { label: t('product.facts.genre'), value: details.genre.name },
          ]}
        >
          {details.baseProduct ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('product.dlcFor')}{' '}
              <Link
                to={productPath({ ...details.baseProduct, typeId: '1' }, undefined, platform)}
                className="font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                {details.baseProduct.title}
              </Link>
            </p>
          ) : null}
        </ProductHero>
      }
      purchase={
        <PurchasePanel
          productId={product._id}
          entry={entry}
          currency={currency}
          favorite={slots.renderFavorite({
            productId: product._id,
            platformGroupId: entry._id,
            title: product.title,
          })}
        >
          <PlatformChoice platforms={details.platforms} currentId={platform._id} pathFor={pathOn} />
          {entries.length > 1 ? (
            <OptionChoice
              legend={t('product.choose.edition')}
              options={entries.map((e) => ({
                entry: e,
                label: e.editionName ?? t('product.standardEdition'),
              }))}
              selectedId={entry._id}
              currency={currency}
              onSelect={(entryId) => {
                setPick({
                  entryId,
                  editionId: entries.find((e) => e._id === entryId)?.editionId ?? null,
                });
              }}
            />
          ) : null}
        </PurchasePanel>
      }
    >
      <ProductGallery productId={product._id} title={product.title} images={product.images} />
      <ProductDescription text={details.description} />
      <ProductFacts
        facts={[
          { key: 'developer', label: t('product.facts.developer'), value: details.developer.name },
          { key: 'publisher', label: t('product.facts.publisher'), value: details.publisher.name },
          {
            key: 'releaseDate',
            label: t('product.facts.releaseDate'),
            value: releaseDate,
          },
          { key: 'genre', label: t('product.facts.genre'), value: details.genre.name },
          { key: 'ageRating', label: t('product.facts.ageRating'), value: details.rating.name },
          { key: 'type', label: t('product.facts.type'), value: typeName },
          {
            key: 'category',
            label: t('product.facts.category'),
            value: names.category(platform.categoryId),
          },
          { key: 'platform', label: t('product.facts.platform'), value: platform.name },
          { key: 'edition', label: t('product.facts.edition'), value: editionName },
          {
            key: 'region',
            label: t('product.facts.region'),
            value: slots.regions && names.region(slots.regions.get(entry.regionId)),
          },
        ]}
      />
      {details.systemRequirements ? (
        <SystemRequirements requirements={details.systemRequirements} />
      ) : null}
    </ProductLayout>
  );
}
