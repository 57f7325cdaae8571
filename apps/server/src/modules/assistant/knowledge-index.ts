import MiniSearch from 'minisearch';
import type { Language } from '@store/shared/constants';
import type { HelpTopicId } from '@store/shared/schemas/support';
import { knowledgeDocuments, type KnowledgeDocument, type KnowledgeKind } from './knowledge';
import { synonymGroups } from './synonyms';
import { meaningfulTerms, searchTerm } from './text-terms';

// Full-text search (BM25 through MiniSearch) over the help knowledge, one index per language,
// each built the first time that language is asked about and kept for the process's life:
// the content is part of the build, so it never changes while the store runs.

export type KnowledgeHit = {
  document: KnowledgeDocument;
  score: number;
  /** 0..1: how much of the question the document answers (see `confidenceOf`). */
  confidence: number;
};

export type KnowledgeSearch = {
  /** The help topic the chat was opened from: its document counts for more. */
  topicId?: HelpTopicId | null;
  limit?: number;
};

export type KnowledgeIndex = {
  /** The best documents for a question, best first; none when no word of it is known. */
  search: (language: Language, query: string, options?: KnowledgeSearch) => KnowledgeHit[];
  /** One document by its id (`topic:invoice`, `guide:xbox`, …). */
  document: (language: Language, id: string) => KnowledgeDocument | undefined;
};

const FIELD_BOOST = { title: 3, keywords: 2, text: 1, synonyms: 1.5 };
/**
 * The help topics and the FAQ are written for customers' questions; the terms answer the
 * same ones in legal words, so they win only when nothing else matches as well.
 */
const KIND_BOOST: Readonly<Record<KnowledgeKind, number>> = {
  topic: 1.25,
  faq: 1.15,
  guide: 1,
  terms: 0.8,
};
/** How much more the topic the chat was opened from counts. */
const TOPIC_BOOST = 2;
/** The score at which a match counts as strong: about two rare words in a title. */
const STRONG_SCORE = 12;

type LanguageIndex = {
  search: MiniSearch<KnowledgeDocument>;
  byId: Map<string, KnowledgeDocument>;
};

/** The other words of every synonym group the document uses one word of. */
function synonymsOf(document: KnowledgeDocument, groups: readonly string[][]): string {
  const terms = new Set(
    meaningfulTerms(`${document.title} ${document.keywords} ${document.text}`, document.language),
  );
  return groups
    .filter((group) => group.some((word) => terms.has(searchTerm(word, document.language) ?? '')))
    .flat()
    .join(' ');
}

function buildIndex(language: Language): LanguageIndex {
  const documents = knowledgeDocuments(language);
  const groups = synonymGroups(language);
  const synonyms = new Map(documents.map((d) => [d.id, synonymsOf(d, groups)]));
  const search = new MiniSearch<KnowledgeDocument>({
    fields: ['title', 'keywords', 'text', 'synonyms'],
    extractField: (document, field) =>
      field === 'synonyms'
        ? (synonyms.get(document.id) ?? '')
        : document[field as keyof KnowledgeDocument],
    processTerm: (term) => searchTerm(term, language),
    searchOptions: {
      boost: FIELD_BOOST,
      // Prefixes catch other inflections ("activ" finds "activation", "activar");
      // one typo in a longer word is forgiven.
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  search.addAll(documents);
  return { search, byId: new Map(documents.map((d) => [d.id, d])) };
}

/**
 * 0..1 from a match: the share of the question's meaningful words the document contains,
 * weighed by how strong the match is. A document that matches one common word of a long
 * question stays low; one that matches most words of it, in its title, is near 1.
 */
export function confidenceOf(matchedTerms: number, queryTerms: number, score: number): number {
  if (queryTerms === 0 || matchedTerms === 0) return 0;
  const coverage = Math.min(1, matchedTerms / queryTerms);
  const strength = 1 - Math.exp(-score / STRONG_SCORE);
  return Math.round(coverage * (0.4 + 0.6 * strength) * 100) / 100;
}

/** The search over the help knowledge in every language, built lazily. */
export function createKnowledgeIndex(): KnowledgeIndex {
  const indexes = new Map<Language, LanguageIndex>();
  const indexOf = (language: Language): LanguageIndex => {
    let index = indexes.get(language);
    if (!index) {
      index = buildIndex(language);
      indexes.set(language, index);
    }
    return index;
  };

  return {
    search(language, query, options = {}) {
      const index = indexOf(language);
      const queryTerms = new Set(meaningfulTerms(query, language)).size;
      if (queryTerms === 0) return [];
      const topicDocument = options.topicId ? `topic:${options.topicId}` : null;
      const results = index.search.search(query, {
        boostDocument: (id: string) =>
          KIND_BOOST[index.byId.get(id)?.kind ?? 'terms'] *
          (id === topicDocument ? TOPIC_BOOST : 1),
      });
      return results.slice(0, options.limit ?? 5).flatMap((result) => {
        const document = index.byId.get(String(result.id));
        if (!document) return [];
        const matched = new Set(result.queryTerms).size;
        return [
          {
            document,
            score: result.score,
            confidence: confidenceOf(matched, queryTerms, result.score),
          },
        ];
      });
    },
    document: (language, id) => indexOf(language).byId.get(id),
  };
}
