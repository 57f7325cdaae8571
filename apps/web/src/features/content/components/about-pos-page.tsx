import {
  BarChart3,
  Boxes,
  CreditCard,
  Headset,
  Languages,
  LibraryBig,
  MousePointerClick,
  Printer,
  Rocket,
  Zap,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactCta } from './contact-cta';
import { ContentHero } from './content-hero';
import { ContentSection } from './content-section';
import { FeatureGrid } from './feature-grid';
import { PosTerminalArt } from './pos-terminal-art';
import { StepList } from './step-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { buttonClasses } from '../../../ui/button';

const AUDIENCE = ['kiosks', 'electronics', 'petrol', 'supermarkets'] as const;
const STEPS = [
  { key: 'choose', icon: MousePointerClick },
  { key: 'pay', icon: CreditCard },
  { key: 'print', icon: Printer },
  { key: 'redeem', icon: Rocket },
] as const;
const BENEFITS = [
  { key: 'noStock', icon: Boxes },
  { key: 'catalogue', icon: LibraryBig },
  { key: 'instant', icon: Zap },
  { key: 'reports', icon: BarChart3 },
  { key: 'languages', icon: Languages },
  { key: 'support', icon: Headset },
] as const;

/** The point-of-sale terminal offering for shops. Marketing text only; needs no API call. */
export function AboutPosPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('content.pos.title'));

  return (
    <>
      <ContentHero
        tone="indigo"
        eyebrow={t('content.pos.eyebrow')}
        title={t('content.pos.heading')}
        lead={t('content.pos.lead')}
        aside={<PosTerminalArt />}
        actions={
          <>
            <Link to="/contactus" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
              {t('content.pos.primaryCta')}
            </Link>
            <Link
              to="/about/api"
              className={buttonClasses({ variant: 'inverseOutline', size: 'lg' })}
            >
              {t('content.pos.secondaryCta')}
            </Link>
          </>
        }
      >
        <div className="mt-10">
          <p className="text-sm font-semibold text-brand-50">{t('content.pos.audienceLabel')}</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {AUDIENCE.map((key) => (
              <li
                key={key}
                className="rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium ring-1 ring-white/20"
              >
                {t(`content.pos.audience.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </ContentHero>

      <ContentSection
        id="how-it-works"
        eyebrow={t('content.pos.how.eyebrow')}
        title={t('content.pos.how.title')}
        intro={t('content.pos.how.intro')}
      >
        <StepList
          steps={STEPS.map(({ key, icon }) => ({
            icon,
            title: t(`content.pos.how.steps.${key}.title`),
            text: t(`content.pos.how.steps.${key}.text`),
          }))}
        />
      </ContentSection>

      <ContentSection
        id="benefits"
        tinted
        eyebrow={t('content.pos.benefits.eyebrow')}
        title={t('content.pos.benefits.title')}
      >
        <FeatureGrid
          features={BENEFITS.map(({ key, icon }) => ({
            icon,
            title: t(`content.pos.benefits.items.${key}.title`),
            text: t(`content.pos.benefits.items.${key}.text`),
          }))}
        />
      </ContentSection>

      <ContactCta
        title={t('content.pos.cta.title')}
        text={t('content.pos.cta.text')}
        action={t('content.pos.cta.action')}
      />
    </>
  );
}
