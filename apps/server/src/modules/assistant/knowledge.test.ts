import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@store/shared/constants';
import { terms } from '@store/shared/content/legal/en';
import { HELP_TOPIC_IDS } from '@store/shared/schemas/support';
import { createBuiltinEngine } from './builtin-engine';
import { MIN_CONFIDENCE } from './help-answers';
import { knowledgeDocuments, plainLegalText } from './knowledge';
import { createKnowledgeIndex } from './knowledge-index';

const RetrievalQuestions = z.array(
  z.object({ language: z.enum(LANGUAGES), question: z.string(), expected: z.string() }),
);
const questions = RetrievalQuestions.parse(
  JSON.parse(readFileSync(new URL('./retrieval-questions.json', import.meta.url), 'utf8')),
);

describe('the help knowledge', () => {
  const english = knowledgeDocuments('en');

  it('has the same documents in every language, each with a text and a page', () => {
    for (const language of LANGUAGES) {
      const documents = knowledgeDocuments(language);
      expect(documents.map((d) => d.id)).toEqual(english.map((d) => d.id));
      for (const document of documents) {
        expect(document.language).toBe(language);
        expect(document.title).not.toBe('');
        expect(document.text).not.toBe('');
        expect(document.url).toMatch(/^\//);
      }
    }
  });

  it('links each help topic, the FAQ, every terms anchor and the purchases', () => {
    const url = (id: string) => english.find((d) => d.id === id)?.url;
    for (const topicId of HELP_TOPIC_IDS) expect(url(`topic:${topicId}`)).toBe(`/?help=${topicId}`);
    expect(url('faq:refunds')).toBe('/about#faqs');
    expect(url('guide:xbox')).toBe('/dashboard/purchases');
    const anchors = terms.sections.flatMap((s) => [
      s.id,
      ...(s.subsections ?? []).map((x) => x.id),
    ]);
    const termsUrls = english.filter((d) => d.kind === 'terms').map((d) => d.url);
    expect(termsUrls.length).toBeGreaterThan(10);
    for (const termsUrl of termsUrls) expect(anchors).toContain(termsUrl.replace('/terms#', ''));
  });

  it('reads the legal marks as plain text', () => {
    expect(plainLegalText('See our [privacy policy](/privacy) and `support@x`.')).toBe(
      'See our privacy policy and support@x.',
    );
  });
});

describe('retrieval', () => {
  it(`answers at least 9 in 10 of ${questions.length} labelled questions from the right document`, async () => {
    expect(questions.length).toBeGreaterThanOrEqual(50);
    expect(new Set(questions.map((q) => q.language))).toEqual(new Set(LANGUAGES));
    const engine = createBuiltinEngine(createKnowledgeIndex());
    let right = 0;
    for (const q of questions) {
      const reply = await engine.answer({
        text: q.question,
        history: [],
        language: q.language,
        topicId: null,
        orderId: null,
        customer: null,
      });
      const [cited] = reply.citations;
      if (cited && `${cited.kind}:${cited.id}` === q.expected) right++;
    }
    expect(right / questions.length).toBeGreaterThanOrEqual(0.9);
  });

  it('finds nothing it would stand behind for questions the store cannot answer', () => {
    const index = createKnowledgeIndex();
    for (const question of [
      'What is the weather in Paris tomorrow?',
      'Who won the football world cup?',
      'Write me a poem about cats',
    ]) {
      const [best] = index.search('en', question);
      expect(best?.confidence ?? 0).toBeLessThan(MIN_CONFIDENCE);
    }
  });

  it('counts the topic the chat was opened from for more', () => {
    const index = createKnowledgeIndex();
    const [plain] = index.search('en', 'it failed');
    const [fromTopic] = index.search('en', 'it failed', { topicId: 'identity-verification' });
    expect(fromTopic?.document.id).toBe('topic:identity-verification');
    expect(plain?.document.id).not.toBe('topic:identity-verification');
  });
});
