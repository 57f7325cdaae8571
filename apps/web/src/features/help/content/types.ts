import type { SearchableHelpTopic } from '@store/shared/rules/help-search';
import type { StepIconName } from '../components/step-icon';

export const HELP_TOPIC_IDS = [
  'redeem-codes',
  'find-codes',
  'invoice',
  'activation-issues',
  'identity-verification',
] as const;
export type HelpTopicId = (typeof HELP_TOPIC_IDS)[number];

export interface HelpStep {
  icon: StepIconName;
  title: string;
  description: string;
}

export interface HelpTopic extends SearchableHelpTopic {
  id: HelpTopicId;
  steps: readonly HelpStep[];
  /** Shown under the steps when some cases need a person. */
  supportNote?: string;
  /** Frequently asked: shown with an FAQ badge. */
  isFaq: boolean;
}

/** Everything the help widget says in one language; each language is its own chunk. */
export interface HelpContent {
  ui: {
    openHelp: string;
    title: string;
    close: string;
    back: string;
    sections: string;
    tabs: { home: string; history: string; help: string };
    home: {
      greeting: string;
      intro: string;
      topics: string;
      newChatTitle: string;
      newChatDescription: string;
    };
    history: {
      signedOutTitle: string;
      signedOutDescription: string;
      signIn: string;
      emptyTitle: string;
      emptyDescription: string;
      startChat: string;
    };
    search: { label: string; placeholder: string; noResults: string };
    topic: { faq: string; steps: string; needHelp: string; chatWithUs: string };
    chat: {
      title: string;
      intro: string;
      you: string;
      assistant: string;
      message: string;
      placeholder: string;
      send: string;
      typing: string;
      unavailable: string;
    };
  };
  topics: readonly HelpTopic[];
}
