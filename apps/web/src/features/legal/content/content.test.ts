import type { Language } from '@store/shared/constants';
import { describe, expect, it } from 'vitest';
import { de as deLocale } from '../../../app/locales/de';
import { en as enLocale } from '../../../app/locales/en';
import { es as esLocale } from '../../../app/locales/es';
import { fr as frLocale } from '../../../app/locales/fr';
import { it as itLocale } from '../../../app/locales/it';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it as italian } from './it';
import type { LegalBlock, LegalContent, LegalDocument, LegalDocumentName } from './types';

const CONTENT: Record<Language, LegalContent> = { de, en, es, fr, it: italian };
const FOOTER_LINKS: Record<Language, { terms: string; privacy: string }> = {
  de: deLocale.footer.links,
  en: enLocale.footer.links,
  es: esLocale.footer.links,
  fr: frLocale.footer.links,
  it: itLocale.footer.links,
};
const LANGUAGES = Object.keys(CONTENT) as Language[];
const DOCUMENTS: LegalDocumentName[] = ['terms', 'privacy'];

/** The shape of a document without its words: ids and block kinds in reading order. */
function outline(document: LegalDocument) {
  const kinds = (blocks: readonly LegalBlock[]) =>
    blocks.map((block) => {
      switch (block.type) {
        case 'list':
        case 'definitions':
          return `${block.type}:${block.items.length}`;
        case 'paragraph':
        case 'notice':
        case 'prices':
          return block.type;
      }
    });
  return {
    highlights: document.highlights.map((highlight) => highlight.icon),
    sections: document.sections.map((section) => ({
      id: section.id,
      blocks: kinds(section.blocks),
      subsections: section.subsections?.map((subsection) => ({
        id: subsection.id,
        blocks: kinds(subsection.blocks),
      })),
    })),
  };
}

/** Every word a reader of the document sees, with the prices clause in both readings. */
function fullText(content: LegalContent, name: LegalDocumentName): string {
  const document = content[name];
  const blockText = (block: LegalBlock): string[] => {
    switch (block.type) {
      case 'paragraph':
      case 'notice':
        return [block.text];
      case 'list':
        return [...block.items];
      case 'definitions':
        return block.items.flatMap((item) => [item.term, item.description]);
      case 'prices':
        return [content.prices.chf, content.prices.other('Euro (EUR)')];
    }
  };
  return [
    document.title,
    document.intro,
    ...document.highlights.flatMap((highlight) => [highlight.title, highlight.text]),
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.blocks.flatMap(blockText),
      ...(section.subsections ?? []).flatMap((subsection) => [
        subsection.title,
        ...subsection.blocks.flatMap(blockText),
      ]),
    ]),
  ].join('\n');
}

/** The spec's figures (section 9) as each language writes them. */
const TERMS_FIGURES: Record<Language, readonly string[]> = {
  en: [
    '7 days',
    '5–10 business days',
    '24 hours',
    '2 business days',
    '1 year',
    '3–5 business days',
    '7–14 business days',
    '60 days',
  ],
  de: [
    '7 Tagen',
    '5–10 Werktagen',
    '24 Stunden',
    '2 Werktagen',
    '1 Jahr',
    '3–5 Werktage',
    '7–14 Werktage',
    '60 Tage',
  ],
  es: [
    '7 días',
    '5–10 días hábiles',
    '24 horas',
    '2 días hábiles',
    '1 año',
    '3–5 días hábiles',
    '7–14 días hábiles',
    '60 días',
  ],
  fr: [
    '7 jours',
    '5–10 jours ouvrables',
    '24 heures',
    '2 jours ouvrables',
    '1 an',
    '3–5 jours ouvrables',
    '7–14 jours ouvrables',
    '60 jours',
  ],
  it: [
    '7 giorni',
    '5–10 giorni lavorativi',
    '24 ore',
    '2 giorni lavorativi',
    '1 anno',
    '3–5 giorni lavorativi',
    '7–14 giorni lavorativi',
    '60 giorni',
  ],
};

describe('legal content', () => {
  it.each(LANGUAGES)('%s has the structure of the English documents', (language) => {
    for (const name of DOCUMENTS) {
      expect(outline(CONTENT[language][name])).toEqual(outline(en[name]));
    }
  });

  it('uses every section id once per document', () => {
    for (const name of DOCUMENTS) {
      const ids = en[name].sections.flatMap((section) => [
        section.id,
        ...(section.subsections ?? []).map((subsection) => subsection.id),
      ]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it.each(LANGUAGES)('%s names the documents as its footer does', (language) => {
    expect(CONTENT[language].terms.title).toBe(FOOTER_LINKS[language].terms);
    expect(CONTENT[language].privacy.title).toBe(FOOTER_LINKS[language].privacy);
  });

  it.each(LANGUAGES)('%s states the business figures in the terms', (language) => {
    const terms = fullText(CONTENT[language], 'terms');
    for (const figure of TERMS_FIGURES[language]) expect(terms).toContain(figure);
    for (const discount of ['3', '5', '7', '10']) {
      expect(terms).toMatch(new RegExp(`\\b${discount}\\s?%`));
    }
    expect(terms).toContain('support@bigkeys.example');
    expect(terms).toContain('Biggie AI Assistant');
  });

  it.each(LANGUAGES)(
    '%s names the cookies, storage and safeguards in the privacy policy',
    (language) => {
      const privacy = fullText(CONTENT[language], 'privacy');
      for (const name of [
        'sid',
        'XSRF-TOKEN',
        'currency',
        'region',
        'bs_referral',
        '`userLanguage`',
      ]) {
        expect(privacy).toContain(name);
      }
      expect(privacy).toContain('60');
      expect(privacy).toContain('argon2');
      expect(privacy).toContain('privacy@bigkeys.example');
    },
  );

  it.each(LANGUAGES)('%s reads the prices from the announced currency', (language) => {
    const { prices } = CONTENT[language];
    expect(prices.chf).toContain('CHF');
    expect(prices.other('Euro (EUR)')).toContain('Euro (EUR)');
    expect(prices.other('Euro (EUR)')).toContain('CHF');
    const pricesSections = DOCUMENTS.flatMap((name) =>
      CONTENT[language][name].sections.filter((section) =>
        section.blocks.some((block) => block.type === 'prices'),
      ),
    );
    expect(pricesSections.map((section) => section.id)).toEqual(['prices']);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s is translated, not copied',
    (language) => {
      for (const name of DOCUMENTS) {
        expect(fullText(CONTENT[language], name)).not.toBe(fullText(en, name));
        CONTENT[language][name].sections.forEach((section, index) => {
          expect(section.title).not.toBe(en[name].sections[index]?.title);
        });
      }
      expect(CONTENT[language].ui.contents).not.toBe(en.ui.contents);
      expect(CONTENT[language].prices.chf).not.toBe(en.prices.chf);
    },
  );
});
