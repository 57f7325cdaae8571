import { BadgePercent, Gift, Headset, ReceiptText, ShieldCheck, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FeatureGrid } from './feature-grid';

const HIGHLIGHTS = [
  { key: 'delivery', icon: Zap },
  { key: 'safeKeys', icon: ShieldCheck },
  { key: 'loyalty', icon: BadgePercent },
  { key: 'helpCentre', icon: Headset },
  { key: 'vat', icon: ReceiptText },
  { key: 'gifting', icon: Gift },
] as const;

/** The store's promises to players: delivery, safety, loyalty, help, prices and gifting. */
export function AboutHighlights() {
  const { t } = useTranslation();
  return (
    <FeatureGrid
      features={HIGHLIGHTS.map(({ key, icon }) => ({
        icon,
        title: t(`content.about.highlights.items.${key}.title`),
        text: t(`content.about.highlights.items.${key}.text`),
      }))}
    />
  );
}
