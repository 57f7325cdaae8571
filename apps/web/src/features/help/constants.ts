/** Spec section 9: each step of the topic transition. */
export const HELP_TRANSITION_MS = 300;
/** Spec section 9: the assistant's text appears one character at a time. */
export const TYPING_MS_PER_CHARACTER = 25;
/** `?support=<ticketId>` on any page opens that ticket (the link in a support e-mail). */
export const SUPPORT_PARAM = 'support';
/** `?help=<topicId>` on any page opens that help topic (the assistant's citations). */
export const HELP_PARAM = 'help';
