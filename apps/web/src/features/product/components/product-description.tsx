import { useTranslation } from 'react-i18next';

/** The product's description in the chosen language, as plain text paragraphs. */
export function ProductDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <section aria-labelledby="product-description" className="flex flex-col gap-3">
      <h2 id="product-description" className="text-xl font-bold text-slate-900 dark:text-white">
        {t('product.description')}
      </h2>
      <div className="flex max-w-prose flex-col gap-3 text-base leading-relaxed text-slate-700 dark:text-slate-300">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </section>
  );
}
