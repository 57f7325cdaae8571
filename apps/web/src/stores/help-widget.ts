import type { HelpTopicId } from '@store/shared/schemas/support';
import { create } from 'zustand';

/** The help widget's tabs, in their order along its bottom edge. */
export const HELP_TABS = ['home', 'history', 'help'] as const;
export type HelpTab = (typeof HELP_TABS)[number];

/**
 * A conversation shown in the widget: an existing ticket, or a new chat, perhaps about a help
 * topic or an order. `key` tells two new chats apart, so asking for another starts afresh.
 */
export interface ChatTarget {
  key: number;
  ticketId: string | null;
  topicId: HelpTopicId | null;
  orderId: string | null;
}

/** What another part of the store can ask the widget to show. */
export type HelpRequest =
  | { kind: 'chat'; topicId?: HelpTopicId; orderId?: string }
  | { kind: 'ticket'; ticketId: string }
  | { kind: 'topic'; topicId: HelpTopicId };

interface HelpWidgetState {
  open: boolean;
  tab: HelpTab;
  /** The conversation shown over the tabs, or null. */
  chat: ChatTarget | null;
  /** A topic asked for from outside the widget (a link), until the widget has shown it. */
  topicRequest: { topicId: HelpTopicId; key: number } | null;
  /** Opens the widget where it was, or on what `request` asks for. */
  openWidget: (request?: HelpRequest) => void;
  /** Spec section 4: closing resets the widget to the home tab. */
  closeWidget: () => void;
  /** Folds the widget back into its button, keeping the tab it was on. */
  collapseWidget: () => void;
  /** Spec section 4: a tab change clears the topic and the chat. */
  selectTab: (tab: HelpTab) => void;
  startChat: (about?: { topicId?: HelpTopicId; orderId?: string }) => void;
  openTicket: (ticketId: string) => void;
  leaveChat: () => void;
  /** The widget has taken the topic request over. */
  takeTopicRequest: () => void;
}

let lastKey = 0;
const nextKey = () => (lastKey += 1);

const newChat = (about: { topicId?: HelpTopicId; orderId?: string } = {}): ChatTarget => ({
  key: nextKey(),
  ticketId: null,
  topicId: about.topicId ?? null,
  orderId: about.orderId ?? null,
});

const ticketChat = (ticketId: string): ChatTarget => ({
  key: nextKey(),
  ticketId,
  topicId: null,
  orderId: null,
});

/**
 * The help widget's open state and what it shows, so any page can open it on a new chat
 * (an order's "get help"), a ticket (`?support=` from an e-mail) or a topic (`?help=`).
 */
export const useHelpWidgetStore = create<HelpWidgetState>()((set) => ({
  open: false,
  tab: 'home',
  chat: null,
  topicRequest: null,
  openWidget: (request) => {
    if (!request) {
      set({ open: true });
      return;
    }
    switch (request.kind) {
      case 'chat':
        set({ open: true, chat: newChat(request), topicRequest: null });
        return;
      case 'ticket':
        // Back from the ticket leads to the other conversations.
        set({
          open: true,
          tab: 'history',
          chat: ticketChat(request.ticketId),
          topicRequest: null,
        });
        return;
      case 'topic':
        set({
          open: true,
          tab: 'home',
          chat: null,
          topicRequest: { topicId: request.topicId, key: nextKey() },
        });
        return;
    }
  },
  closeWidget: () => {
    set({ open: false, tab: 'home', chat: null, topicRequest: null });
  },
  collapseWidget: () => {
    set({ open: false });
  },
  selectTab: (tab) => {
    set({ tab, chat: null, topicRequest: null });
  },
  startChat: (about) => {
    set({ chat: newChat(about), topicRequest: null });
  },
  openTicket: (ticketId) => {
    set({ chat: ticketChat(ticketId), topicRequest: null });
  },
  leaveChat: () => {
    set({ chat: null });
  },
  takeTopicRequest: () => {
    set({ topicRequest: null });
  },
}));

/** For code outside the widget: opens it, on a new chat, a ticket or a topic if asked. */
export const openHelpWidget = (request?: HelpRequest) => {
  useHelpWidgetStore.getState().openWidget(request);
};
