/** Spec section 9: each step of the topic transition. */
export const HELP_TRANSITION_MS = 300;
/** Spec section 9: the assistant's text appears one character at a time. */
export const TYPING_MS_PER_CHARACTER = 25;
