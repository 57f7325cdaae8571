import { Link } from 'react-router';
import { parseInline } from '../utils/parse-inline';

const LINK_CLASSES =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-current dark:text-brand-300 dark:decoration-brand-500/60 dark:hover:text-brand-200';

/** A legal text with its links and technical names; store pages open through the router. */
export function LegalText({ text }: { text: string }) {
  return parseInline(text).map((segment, index) => {
    switch (segment.type) {
      case 'text':
        return segment.text;
      case 'code':
        return (
          <code
            key={index}
            className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800 dark:bg-slate-800 dark:text-slate-200"
          >
            {segment.text}
          </code>
        );
      case 'link':
        return segment.href.startsWith('/') || segment.href.startsWith('#') ? (
          <Link key={index} to={segment.href} className={LINK_CLASSES}>
            {segment.label}
          </Link>
        ) : (
          <a key={index} href={segment.href} className={LINK_CLASSES}>
            {segment.label}
          </a>
        );
    }
  });
}
