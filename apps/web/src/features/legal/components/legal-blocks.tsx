import { TriangleAlert } from 'lucide-react';
import type { LegalBlock, LegalContent } from '../content/types';
import { LegalText } from './legal-text';
import { PriceClause } from './price-clause';

interface LegalBlocksProps {
  blocks: readonly LegalBlock[];
  prices: LegalContent['prices'];
  locale: string;
}

/** The paragraphs, lists and notices of one section, in reading order. */
export function LegalBlocks({ blocks, prices, locale }: LegalBlocksProps) {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'paragraph':
        return (
          <p key={index}>
            <LegalText text={block.text} />
          </p>
        );
      case 'list':
        return (
          <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-500">
            {block.items.map((item) => (
              <li key={item} className="pl-1">
                <LegalText text={item} />
              </li>
            ))}
          </ul>
        );
      case 'definitions':
        return (
          <dl
            key={index}
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          >
            {block.items.map((item) => (
              <div
                key={item.term}
                className="px-4 py-3 sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4"
              >
                <dt className="font-semibold break-words text-slate-900 dark:text-white">
                  {item.term}
                </dt>
                <dd className="mt-1 sm:mt-0">
                  <LegalText text={item.description} />
                </dd>
              </div>
            ))}
          </dl>
        );
      case 'notice':
        return (
          <div
            key={index}
            className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
          >
            <TriangleAlert
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 text-amber-600 dark:text-amber-300"
            />
            <p className="font-medium">
              <LegalText text={block.text} />
            </p>
          </div>
        );
      case 'prices':
        return <PriceClause key={index} prices={prices} locale={locale} />;
    }
  });
}
