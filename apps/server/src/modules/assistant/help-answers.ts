import type { Language } from '@store/shared/constants';
import type { PlatformFamily } from '@store/shared/schemas/purchases';
import type { Citation, HelpTopicId } from '@store/shared/schemas/support';
import { ASSISTANT_TEXTS } from './assistant-texts';
import { citationOf, PLATFORM_LABELS, type KnowledgeDocument } from './knowledge';
import type { KnowledgeIndex } from './knowledge-index';

// Answers from the store's help content: the best document for a question, quoted in the
// customer's language with a link to where the store shows it.

/** What an answer says and what it stands on, before the output guards read it. */
export type Draft = {
  text: string;
  citations: Citation[];
  confidence: number;
};

/** Below this, a retrieved document is not trusted to answer the question. */
export const MIN_CONFIDENCE = 0.3;
/** A quoted legal section is cut at a line end past this many characters. */
const MAX_QUOTE = 700;

function quote(document: KnowledgeDocument): string {
  const lines = [...document.text.split('\n'), ...(document.note ? [document.note] : [])];
  let quoted = '';
  for (const line of lines) {
    if (quoted && quoted.length + line.length > MAX_QUOTE) return `${quoted}\n…`;
    quoted = quoted ? `${quoted}\n${line}` : line;
  }
  return quoted;
}

/** A document quoted as an answer, with its title first and its link last. */
export function documentAnswer(
  language: Language,
  document: KnowledgeDocument,
  confidence: number,
  intro?: string,
): Draft {
  const texts = ASSISTANT_TEXTS[language];
  return {
    text: [
      intro ?? texts.help.intro(document.title),
      quote(document),
      texts.help.readMore(document.url),
    ].join('\n'),
    citations: [citationOf(document)],
    confidence,
  };
}

/** The best help document for the question, or null when none is good enough. */
export function helpAnswer(
  index: KnowledgeIndex,
  input: { text: string; language: Language; topicId: HelpTopicId | null },
): Draft | null {
  const [best] = index.search(input.language, input.text, { topicId: input.topicId });
  if (!best || best.confidence < MIN_CONFIDENCE) return null;
  return documentAnswer(input.language, best.document, best.confidence);
}

/** One help document by id (`topic:identity-verification`) as an answer. */
export function knownAnswer(
  index: KnowledgeIndex,
  language: Language,
  id: string,
  intro?: string,
): Draft | null {
  const document = index.document(language, id);
  return document ? documentAnswer(language, document, 1, intro) : null;
}

/** A platform's activation guide as an answer. */
export function guideAnswer(
  index: KnowledgeIndex,
  language: Language,
  platform: PlatformFamily,
): Draft | null {
  const intro = ASSISTANT_TEXTS[language].activation.intro(PLATFORM_LABELS[platform]);
  return knownAnswer(index, language, `guide:${platform}`, intro);
}

/** One help document by id as a citation (a topic, an FAQ, a section of the terms). */
export function citationFor(index: KnowledgeIndex, language: Language, id: string): Citation[] {
  const document = index.document(language, id);
  return document ? [citationOf(document)] : [];
}
