import { LANGUAGES, type Language } from '@store/shared/constants';
import { faqItems as faqDe } from '@store/shared/content/faq/de';
import { faqItems as faqEn } from '@store/shared/content/faq/en';
import { faqItems as faqEs } from '@store/shared/content/faq/es';
import { faqItems as faqFr } from '@store/shared/content/faq/fr';
import { faqItems as faqIt } from '@store/shared/content/faq/it';
import { FAQ_IDS, type FaqItems } from '@store/shared/content/faq/types';
import { activationGuide as guideDe } from '@store/shared/content/guides/de';
import { activationGuide as guideEn } from '@store/shared/content/guides/en';
import { activationGuide as guideEs } from '@store/shared/content/guides/es';
import { activationGuide as guideFr } from '@store/shared/content/guides/fr';
import { activationGuide as guideIt } from '@store/shared/content/guides/it';
import type { ActivationGuide } from '@store/shared/content/guides/types';
import { helpTopics as topicsDe } from '@store/shared/content/help/de';
import { helpTopics as topicsEn } from '@store/shared/content/help/en';
import { helpTopics as topicsEs } from '@store/shared/content/help/es';
import { helpTopics as topicsFr } from '@store/shared/content/help/fr';
import { helpTopics as topicsIt } from '@store/shared/content/help/it';
import type { HelpTopic } from '@store/shared/content/help/types';
import * as legalDe from '@store/shared/content/legal/de';
import * as legalEn from '@store/shared/content/legal/en';
import * as legalEs from '@store/shared/content/legal/es';
import * as legalFr from '@store/shared/content/legal/fr';
import * as legalIt from '@store/shared/content/legal/it';
import type {
  LegalBlock,
  LegalDocument,
  LegalPrices,
  LegalSubsection,
} from '@store/shared/content/legal/types';
import { PLATFORM_FAMILIES, type PlatformFamily } from '@store/shared/schemas/purchases';
import type { Citation } from '@store/shared/schemas/support';

// The store's help knowledge as documents Biggie AI Assistant searches and cites: the help
// widget's topics, the about page's FAQ, the sections of the terms and the activation guides,
// each a plain text in one language with the page that shows it.

export type KnowledgeKind = 'topic' | 'faq' | 'terms' | 'guide';

export type KnowledgeDocument = {
  /** Unique within a language: `<kind>:<sourceId>`. */
  id: string;
  kind: KnowledgeKind;
  /** The id the content itself uses: a topic id, FAQ id, section id or platform family. */
  sourceId: string;
  language: Language;
  title: string;
  /** Searched with a higher weight than the text: a topic's category and step titles. */
  keywords: string;
  /** The document as plain text, in reading order; what an answer quotes. */
  text: string;
  /**
   * Quoted after the text but never searched: a topic's pointer to another topic or to
   * support, which would otherwise make it match the other topic's questions.
   */
  note: string;
  /** Where the store shows it. */
  url: string;
};

type LanguageContent = {
  topics: readonly HelpTopic[];
  faq: FaqItems;
  guide: ActivationGuide;
  legal: { terms: LegalDocument; prices: LegalPrices };
};

const CONTENT: Readonly<Record<Language, LanguageContent>> = {
  de: { topics: topicsDe, faq: faqDe, guide: guideDe, legal: legalDe },
  en: { topics: topicsEn, faq: faqEn, guide: guideEn, legal: legalEn },
  es: { topics: topicsEs, faq: faqEs, guide: guideEs, legal: legalEs },
  fr: { topics: topicsFr, faq: faqFr, guide: guideFr, legal: legalFr },
  it: { topics: topicsIt, faq: faqIt, guide: guideIt, legal: legalIt },
};

/** Platform names as the platforms write them, the same in every language. */
export const PLATFORM_LABELS: Readonly<Record<PlatformFamily, string>> = {
  pc: 'PC',
  xbox: 'Xbox',
  playstation: 'PlayStation',
  nintendo: 'Nintendo',
};

/** Where the customer's purchases are: their keys, their reveal and each platform's guide. */
export const PURCHASES_URL = '/dashboard/purchases';

/** The legal texts' inline marks as plain text: a link's label, code without backticks. */
export function plainLegalText(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1').replace(/`([^`]*)`/g, '$1');
}

function blockLines(block: LegalBlock, prices: LegalPrices): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'notice':
      return [plainLegalText(block.text)];
    case 'list':
      return block.items.map((item) => `• ${plainLegalText(item)}`);
    case 'definitions':
      return block.items.map((item) => `• ${item.term}: ${plainLegalText(item.description)}`);
    case 'prices':
      // The legal texts state prices in CHF including VAT (spec section 1).
      return [prices.chf];
  }
}

function topicDocument(language: Language, topic: HelpTopic): KnowledgeDocument {
  const steps = topic.steps.map((step, i) => `${i + 1}. ${step.title}: ${step.description}`);
  return {
    id: `topic:${topic.id}`,
    kind: 'topic',
    sourceId: topic.id,
    language,
    title: topic.title,
    keywords: [topic.category, ...topic.steps.map((step) => step.title)].join(' · '),
    text: [topic.description, ...steps].join('\n'),
    note: topic.supportNote ?? '',
    url: `/?help=${topic.id}`,
  };
}

function faqDocuments(language: Language, faq: FaqItems): KnowledgeDocument[] {
  return FAQ_IDS.map((id) => ({
    id: `faq:${id}`,
    kind: 'faq',
    sourceId: id,
    language,
    title: faq[id].question,
    keywords: '',
    text: faq[id].answer,
    note: '',
    url: '/about#faqs',
  }));
}

function termsDocuments(language: Language, legal: LanguageContent['legal']) {
  const part = (
    section: Pick<LegalSubsection, 'id' | 'title' | 'blocks'>,
    keywords: string,
  ): KnowledgeDocument => ({
    id: `terms:${section.id}`,
    kind: 'terms',
    sourceId: section.id,
    language,
    title: section.title,
    keywords,
    text: section.blocks.flatMap((block) => blockLines(block, legal.prices)).join('\n'),
    note: '',
    url: `/terms#${section.id}`,
  });
  // A section and each of its subsections are documents of their own: each has its anchor.
  // A section that only introduces its subsections has no text of its own to answer with.
  return legal.terms.sections.flatMap((section) => [
    ...(section.blocks.length > 0
      ? [part(section, (section.subsections ?? []).map((sub) => sub.title).join(' · '))]
      : []),
    ...(section.subsections ?? []).map((sub) => part(sub, section.title)),
  ]);
}

function guideDocuments(language: Language, guide: ActivationGuide): KnowledgeDocument[] {
  return PLATFORM_FAMILIES.map((family) => {
    const steps = guide[family];
    return {
      id: `guide:${family}`,
      kind: 'guide',
      sourceId: family,
      language,
      title: `${guide.title}: ${PLATFORM_LABELS[family]}`,
      keywords: PLATFORM_LABELS[family],
      text: [steps.step1, steps.step2, steps.step3, steps.step4]
        .map((step, i) => `${i + 1}. ${step}`)
        .join('\n'),
      note: '',
      url: PURCHASES_URL,
    };
  });
}

/** Every document of the store's help knowledge in one language. */
export function knowledgeDocuments(language: Language): KnowledgeDocument[] {
  const content = CONTENT[language];
  return [
    ...content.topics.map((topic) => topicDocument(language, topic)),
    ...faqDocuments(language, content.faq),
    ...termsDocuments(language, content.legal),
    ...guideDocuments(language, content.guide),
  ];
}

/** Every document in every language. */
export function allKnowledgeDocuments(): KnowledgeDocument[] {
  return LANGUAGES.flatMap((language) => knowledgeDocuments(language));
}

/** How an answer names the document it used. */
export function citationOf(document: KnowledgeDocument): Citation {
  return {
    kind: document.kind,
    id: document.sourceId,
    title: document.title,
    url: document.url,
  };
}
