import { SUPPORT_LIMITS, type HelpTopicId } from '@store/shared/schemas/support';

/** How much of the first message names a chat in the customer's list. */
const TOPIC_WORDS = 8;
const TOPIC_CHARACTERS = 80;

/**
 * The topic of a new chat: the help topic it was opened from, else the first words of its
 * first message on one line, cut at a word with an ellipsis when there is more.
 */
export function conversationTopic(text: string, helpTopic: HelpTopicId | null | undefined): string {
  if (helpTopic) return helpTopic;
  const words = text.trim().split(/\s+/);
  let topic = words.slice(0, TOPIC_WORDS).join(' ');
  if (topic.length > TOPIC_CHARACTERS) {
    const cut = topic.slice(0, TOPIC_CHARACTERS);
    const lastSpace = cut.lastIndexOf(' ');
    topic = lastSpace > TOPIC_CHARACTERS / 2 ? cut.slice(0, lastSpace) : cut;
  }
  const shortened = topic.length < words.join(' ').length;
  return (shortened ? `${topic}…` : topic).slice(0, SUPPORT_LIMITS.topicMaxLength);
}
