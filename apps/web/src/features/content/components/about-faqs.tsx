import { useTranslation } from 'react-i18next';
import { FaqList } from './faq-list';

const QUESTIONS = [
  'delivery',
  'returns',
  'refunds',
  'reveal',
  'vat',
  'support',
  'resale',
  'gifting',
] as const;

/** Frequent questions about delivery, returns, refunds, key reveal, prices, support and resale. */
export function AboutFaqs() {
  const { t } = useTranslation();
  return (
    <FaqList
      items={QUESTIONS.map((id) => ({
        id,
        question: t(`content.about.faqs.items.${id}.question`),
        answer: t(`content.about.faqs.items.${id}.answer`),
      }))}
    />
  );
}
