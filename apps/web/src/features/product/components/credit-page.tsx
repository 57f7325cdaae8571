import { productPath } from '@store/shared/rules/product-path';
import type { CreditOption } from '@store/shared/schemas/product-details';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { CreditPageData } from '../hooks/use-product-page';
import { useLookupNames } from '../hooks/use-lookup-names';
import { formatFaceValue } from '../utils/format';
import { Breadcrumbs } from './breadcrumbs';
import { OptionChoice } from './option-choice';
import { ProductDescription } from './product-description';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductHero } from './product-hero';
import { ProductLayout } from './product-layout';
import type { ProductPageSlots } from './product-page-slots';
import { PurchasePanel } from './purchase-panel';

interface CreditPageProps {
  data: CreditPageData;
  slots: Omit<ProductPageSlots, 'notFound' | 'regions'>;
}

/**
 * A gift or subscription card: its value or duration is part of the URL, so choosing another
 * one moves to that option's page, and the note says where the card can be redeemed.
 */
export function CreditPage({ data, slots }: CreditPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const names = useLookupNames();
  const { product, details, credit, choices, selected } = data;
  const { option, region } = selected;
  const language = i18n.resolvedLanguage ?? 'en';
  const optionLabel = (choice: CreditOption) => {
    if (choice.faceValue) {
      return formatFaceValue(choice.faceValue.amount, choice.faceValue.currency, language);
    }
    if (choice.months !== null) return t('product.credit.months', { count: choice.months });
    return choice.edition.name || t('product.standardEdition');
  };
  const label = optionLabel(option);
  const optionName =
    credit.kind === 'giftCard' ? t('product.choose.denomination') : t('product.choose.duration');
  const regionName = names.region(region.region);
  const typeName = names.type(product.typeId);
  const catalogue = `/products?type=${product.typeId}`;
  const currency = { code: credit.currency, symbol: credit.currencySymbol };
  useDocumentTitle(t('product.creditPageTitle', { title: product.title, option: label }));

  return (
    <ProductLayout
      productId={product._id}
      renderSuggestion={slots.renderSuggestion}
      breadcrumbs={
        <Breadcrumbs
          trail={[
            { label: names.catalogue(product.typeId), to: catalogue },
            {
              label: credit.platform.name,
              to: `${catalogue}&platform=${credit.platform._id}`,
            },
          ]}
          current={product.title}
        />
      }
      hero={
        <ProductHero
          title={product.title}
          images={product.images}
          tags={[typeName, credit.platform.name, regionName]}
          reviews={details.reviews}
          highlights={[
            { label: t('product.facts.platform'), value: credit.platform.name },
            { label: t('product.facts.region'), value: regionName },
            { label: optionName, value: label },
            { label: t('product.facts.publisher'), value: details.publisher.name },
          ]}
        />
      }
      purchase={
        <PurchasePanel
          productId={product._id}
          entry={option.entry}
          currency={currency}
          favorite={slots.renderFavorite({
            productId: product._id,
            platformGroupId: option.entry._id,
            title: product.title,
          })}
        >
          <OptionChoice
            legend={optionName}
            options={choices.map((choice) => ({
              entry: choice.option.entry,
              label: optionLabel(choice.option),
            }))}
            selectedId={option.entry._id}
            currency={currency}
            onSelect={(entryId) => {
              const next = choices.find((choice) => choice.option.entry._id === entryId);
              if (!next) return;
              void navigate(productPath(product, next.option.entry, credit.platform), {
                replace: true,
                preventScrollReset: true,
              });
            }}
          />
          <div className="flex gap-3 rounded-xl bg-sky-50 p-3.5 text-sm text-sky-900 dark:bg-sky-500/10 dark:text-sky-100">
            <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              <span className="font-semibold">
                {t('product.credit.region', { region: regionName })}
              </span>{' '}
              {region.note}
            </p>
          </div>
        </PurchasePanel>
      }
    >
      <ProductGallery productId={product._id} title={product.title} images={product.images} />
      <ProductDescription text={details.description} />
      <ProductFacts
        facts={[
          { key: 'type', label: t('product.facts.type'), value: typeName },
          { key: 'platform', label: t('product.facts.platform'), value: credit.platform.name },
          {
            key: 'category',
            label: t('product.facts.category'),
            value: names.category(credit.platform.categoryId),
          },
          { key: 'region', label: t('product.facts.region'), value: regionName },
          {
            key: 'option',
            label: optionName,
            value: label,
          },
          { key: 'publisher', label: t('product.facts.publisher'), value: details.publisher.name },
        ]}
      />
    </ProductLayout>
  );
}
