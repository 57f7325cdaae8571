import { describe, expect, it } from 'vitest';
import { searchHelpTopics, type SearchableHelpTopic } from './help-search';

const topics: SearchableHelpTopic[] = [
  {
    title: 'How to redeem codes',
    category: 'Activation',
    description: 'Add a key to your platform account.',
    steps: [{ title: 'Open Steam', description: 'Choose Activate a Product on Steam.' }],
  },
  {
    title: 'Where to get an invoice',
    category: 'Billing',
    description: 'Download a PDF for every order.',
    steps: [{ title: 'Open your orders', description: 'Find the order in your dashboard.' }],
  },
  {
    title: 'Issues with identity verification',
    category: 'Account',
    description: 'Why we check who you are.',
    steps: [],
  },
];

const titles = (query: string) => searchHelpTopics(topics, query).map((topic) => topic.title);

describe('searchHelpTopics', () => {
  it.each<[string, string, string[]]>([
    ['an empty query', '', topics.map((topic) => topic.title)],
    ['a blank query', '   \t ', topics.map((topic) => topic.title)],
    ['a title word', 'invoice', ['Where to get an invoice']],
    ['a word in capitals', 'INVOICE', ['Where to get an invoice']],
    ['a category', 'billing', ['Where to get an invoice']],
    ['a description word', 'pdf', ['Where to get an invoice']],
    ['a step title word', 'steam', ['How to redeem codes']],
    ['a step description word', 'dashboard', ['Where to get an invoice']],
    ['part of a word', 'verif', ['Issues with identity verification']],
    ['two words found in different fields', 'steam key', ['How to redeem codes']],
    ['two words of which one is missing', 'steam invoice', []],
    ['words split by several spaces', '  order   pdf ', ['Where to get an invoice']],
    ['a word in no topic', 'refund', []],
    ['a word in several topics', 'your', ['How to redeem codes', 'Where to get an invoice']],
  ])('with %s', (_case, query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it('does not change the list it was given', () => {
    const copy = [...topics];
    searchHelpTopics(topics, 'invoice');
    expect(topics).toEqual(copy);
  });
});
