import { Activity, BookOpen, PackageCheck, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiExample } from './api-example';
import { ApiHeroArt } from './api-hero-art';
import { CheckList } from './check-list';
import { ContactCta } from './contact-cta';
import { ContentHero } from './content-hero';
import { ContentSection } from './content-section';
import { FeatureGrid } from './feature-grid';
import { HeroStats } from './hero-stats';
import { PlanCards } from './plan-cards';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { buttonClasses } from '../../../ui/button';

const STATS = ['products', 'uptime', 'plans'] as const;
const FEATURES = [
  { key: 'catalogue', icon: BookOpen },
  { key: 'stock', icon: PackageCheck },
  { key: 'ordering', icon: ShoppingBag },
  { key: 'uptime', icon: Activity },
] as const;
const AUTH_POINTS = ['header', 'secret', 'rotate'] as const;

/** The wholesale API for businesses. Marketing text only (spec section 6); needs no API call. */
export function AboutApiPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.api.title'));

  return (
    <>
      <ContentHero
        tone="night"
        eyebrow={t('content.api.eyebrow')}
        title={t('content.api.heading')}
        lead={t('content.api.lead')}
        aside={<ApiHeroArt />}
        actions={
          <>
            <Link to="/contactus" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              {t('content.api.primaryCta')}
            </Link>
            <Link
              to={{ hash: 'plans' }}
              className={buttonClasses({ variant: 'inverseOutline', size: 'lg' })}
            >
              {t('content.api.secondaryCta')}
            </Link>
          </>
        }
      >
        <HeroStats
          stats={STATS.map((key) => ({
            value: t(`content.api.stats.${key}.value`),
            label: t(`content.api.stats.${key}.label`),
          }))}
        />
      </ContentHero>

      <ContentSection
        id="features"
        eyebrow={t('content.api.features.eyebrow')}
        title={t('content.api.features.title')}
      >
        <FeatureGrid
          columns={4}
          features={FEATURES.map(({ key, icon }) => ({
            icon,
            title: t(`content.api.features.items.${key}.title`),
            text: t(`content.api.features.items.${key}.text`),
          }))}
        />
      </ContentSection>

      <ContentSection
        id="authentication"
        tinted
        eyebrow={t('content.api.auth.eyebrow')}
        title={t('content.api.auth.title')}
        intro={t('content.api.auth.text')}
      >
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <CheckList
            items={AUTH_POINTS.map((key) => ({ text: t(`content.api.auth.points.${key}`) }))}
          />
          <ApiExample />
        </div>
      </ContentSection>

      <ContentSection
        id="plans"
        eyebrow={t('content.api.plans.eyebrow')}
        title={t('content.api.plans.title')}
        intro={t('content.api.plans.intro')}
      >
        <PlanCards />
      </ContentSection>

      <ContentSection
        id="resale"
        tinted
        eyebrow={t('content.api.resale.eyebrow')}
        title={t('content.api.resale.title')}
        intro={t('content.api.resale.text')}
      >
        <div className="max-w-3xl">
          <CheckList
            items={[
              { text: t('content.api.resale.points.own') },
              { text: t('content.api.resale.points.noResellers'), forbidden: true },
              { text: t('content.api.resale.points.consumers'), forbidden: true },
            ]}
          />
        </div>
      </ContentSection>

      <ContactCta
        title={t('content.api.cta.title')}
        text={t('content.api.cta.text')}
        action={t('content.api.cta.action')}
      />
    </>
  );
}
