/** The parts of a help topic the search looks at (spec section 2, help widget). */
export interface SearchableHelpTopic {
  title: string;
  category: string;
  description: string;
  steps: readonly { title: string; description: string }[];
}

function searchableText(topic: SearchableHelpTopic): string {
  return [
    topic.title,
    topic.category,
    topic.description,
    ...topic.steps.flatMap((step) => [step.title, step.description]),
  ]
    .join('\n')
    .toLowerCase();
}

/**
 * The topics in which every word of the query appears (case-insensitive) in the title,
 * category, description or a step's title or description, in their original order; an empty
 * or blank query keeps every topic.
 */
export function searchHelpTopics<Topic extends SearchableHelpTopic>(
  topics: readonly Topic[],
  query: string,
): Topic[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics.filter((topic) => {
    const text = searchableText(topic);
    return words.every((word) => text.includes(word));
  });
}
