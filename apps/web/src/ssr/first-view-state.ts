import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '@store/shared/constants';

/** The id of the data block a server-rendered page carries its first data in. */
export const FIRST_VIEW_STATE_ID = 'first-view-state';

/**
 * What a server-rendered page was drawn with: the settings the server could know (its
 * cookies), and the query cache its markup shows, so the browser takes over without asking
 * again.
 */
export interface FirstViewState {
  language: Language;
  currency: string;
  currencySymbol: string;
  region: string;
  queries: DehydratedState;
}
