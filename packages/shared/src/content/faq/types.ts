/** The questions of the about page's FAQ (`/about#faqs`), in the order it shows them. */
export const FAQ_IDS = [
  'delivery',
  'returns',
  'refunds',
  'reveal',
  'vat',
  'support',
  'resale',
  'gifting',
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

// Type aliases, not interfaces: the web's typed translation keys look into them.
export type FaqItem = {
  question: string;
  answer: string;
};

/** Every frequently asked question with its answer, in one language. */
export type FaqItems = Readonly<Record<FaqId, FaqItem>>;
