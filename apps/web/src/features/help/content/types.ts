import type { HelpTopic } from '@store/shared/content/help/types';
import type { TicketCategory, TicketStatus } from '@store/shared/schemas/support';

// The topics themselves are the store's help knowledge, shared with Biggie AI Assistant.
export type { HelpStep, HelpTopic } from '@store/shared/content/help/types';
export type { HelpTopicId } from '@store/shared/schemas/support';

/**
 * The support API's refusals a customer can meet (keys of SUPPORT_MESSAGES); the others concern
 * the back office or a broken client, and any new one shows in English until it is added.
 */
export type CustomerSupportMessage =
  | 'ticketNotFound'
  | 'messageRequired'
  | 'messageTooLong'
  | 'topicRequired'
  | 'topicTooLong'
  | 'ticketFull'
  | 'tooManyMessages'
  | 'tooManyTickets'
  | 'orderNotFound'
  | 'signInForTickets'
  | 'ticketClosed';

/** Everything the help widget says in one language; each language is its own chunk. */
export interface HelpContent {
  ui: {
    title: string;
    close: string;
    /** The header's button that folds the widget into its round button. */
    collapse: string;
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
      /** Spec section 8: 'Loading your tickets...'. */
      loading: string;
      /** Spec section 8: 'Error loading tickets.'. */
      error: string;
      retry: string;
      list: string;
      showOlder: string;
      /** `{date}`: when the last message was written. */
      lastMessage: string;
    };
    /** Ticket categories as shown, capitalised (spec section 2). */
    categories: Record<TicketCategory, string>;
    statuses: Record<TicketStatus, string>;
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
      ticketTitle: string;
      staff: string;
      sending: string;
      waiting: string;
      reconnecting: string;
      loading: string;
      loadError: string;
      retry: string;
      /** `{date}`: by when a person will have answered. */
      handedOff: string;
      sources: string;
      /** `{count}` of `{max}` characters. */
      characters: string;
      dismiss: string;
      signInTitle: string;
      signInDescription: string;
      signIn: string;
      /** `{id}`: the order the chat is about. */
      aboutOrder: string;
    };
    ticketForm: {
      title: string;
      description: string;
      category: string;
      topic: string;
      message: string;
      submit: string;
      checkFields: string;
      network: string;
      sentTitle: string;
      sent: string;
      open: string;
      another: string;
    };
    /** The support API's refusals (English, SUPPORT_MESSAGES), in this language. */
    errors: Record<CustomerSupportMessage, string> & { generic: string };
  };
  topics: readonly HelpTopic[];
}
