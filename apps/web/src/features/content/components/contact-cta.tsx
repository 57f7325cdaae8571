import { ArrowRight, MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../ui/button';

interface ContactCtaProps {
  title: string;
  text: string;
  action: string;
}

/** The closing call to action of an information page, leading to the contact form. */
export function ContactCta({ title, text, action }: ContactCtaProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-brand-700 to-indigo-800 px-6 py-12 text-white shadow-xl sm:px-12 dark:from-brand-900 dark:to-indigo-950 dark:ring-1 dark:ring-white/10">
        <MessageSquareText
          aria-hidden="true"
          strokeWidth={1.25}
          className="absolute -right-6 -bottom-10 -z-10 size-56 -rotate-12 text-white/10"
        />
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 text-lg text-brand-50">{text}</p>
          </div>
          <Link
            to="/contactus"
            className={buttonClasses({
              variant: 'inverse',
              size: 'lg',
              className: 'self-start lg:self-center',
            })}
          >
            {action}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
