import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AboutHeroArt } from './about-hero-art';
import { AboutFaqs } from './about-faqs';
import { AboutHighlights } from './about-highlights';
import { AboutLoyalty } from './about-loyalty';
import { AboutProducts } from './about-products';
import { ContactCta } from './contact-cta';
import { ContentHero } from './content-hero';
import { ContentSection } from './content-section';
import { HeroStats } from './hero-stats';
import { PageSectionsNav } from './page-sections-nav';
import { PlanCards } from './plan-cards';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { buttonClasses } from '../../../ui/button';

// The anchors the header's About us menu links to (spec section 2).
const SECTIONS = ['products', 'highlights', 'loyalty', 'pricing', 'faqs'] as const;
const STATS = ['products', 'platforms', 'delivery', 'levels'] as const;

/**
 * Who BigKeys is: products, highlights, loyalty levels, API pricing and frequent questions.
 * Needs no API call.
 */
export function AboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.about.title'));

  return (
    <>
      <ContentHero
        eyebrow={t('content.about.eyebrow')}
        title={t('content.about.heading')}
        lead={t('content.about.lead')}
        aside={<AboutHeroArt />}
        actions={
          <>
            <Link to="/products" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              {t('content.about.primaryCta')}
            </Link>
            <Link
              to="/contactus"
              className={buttonClasses({ variant: 'inverseOutline', size: 'lg' })}
            >
              {t('content.about.secondaryCta')}
            </Link>
          </>
        }
      >
        <HeroStats
          stats={STATS.map((key) => ({
            value: t(`content.about.stats.${key}.value`),
            label: t(`content.about.stats.${key}.label`),
          }))}
        />
      </ContentHero>

      <PageSectionsNav
        sections={SECTIONS.map((id) => ({ id, label: t(`content.about.sections.${id}`) }))}
      />

      <ContentSection
        id="products"
        eyebrow={t('content.about.products.eyebrow')}
        title={t('content.about.products.title')}
        intro={t('content.about.products.intro')}
      >
        <AboutProducts />
      </ContentSection>

      <ContentSection
        id="highlights"
        tinted
        eyebrow={t('content.about.highlights.eyebrow')}
        title={t('content.about.highlights.title')}
        intro={t('content.about.highlights.intro')}
      >
        <AboutHighlights />
      </ContentSection>

      <ContentSection
        id="loyalty"
        eyebrow={t('content.about.loyalty.eyebrow')}
        title={t('content.about.loyalty.title')}
        intro={t('content.about.loyalty.intro')}
      >
        <AboutLoyalty />
      </ContentSection>

      <ContentSection
        id="pricing"
        tinted
        eyebrow={t('content.about.pricing.eyebrow')}
        title={t('content.about.pricing.title')}
        intro={t('content.about.pricing.intro')}
      >
        <PlanCards />
        <Link
          to="/about/api"
          className="mt-8 inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 hover:text-brand-900 hover:underline dark:text-brand-300 dark:hover:text-brand-200"
        >
          {t('content.about.pricing.learnMore')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </ContentSection>

      <ContentSection
        id="faqs"
        eyebrow={t('content.about.faqs.eyebrow')}
        title={t('content.about.faqs.title')}
        intro={t('content.about.faqs.intro')}
      >
        <AboutFaqs />
      </ContentSection>

      <ContactCta
        title={t('content.about.cta.title')}
        text={t('content.about.cta.text')}
        action={t('content.about.cta.action')}
      />
    </>
  );
}
