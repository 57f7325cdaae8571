import type { Translation } from '../locales/en';

/** Pages whose real content arrives later; each has a title and description in every language. */
export type ComingSoonPage = keyof Translation['comingSoon']['pages'];

/** Route `handle` telling the shared coming-soon route which page it stands in for. */
export interface ComingSoonHandle {
  comingSoon: ComingSoonPage;
}

export function comingSoon(page: ComingSoonPage): ComingSoonHandle {
  return { comingSoon: page };
}

export function isComingSoonHandle(handle: unknown): handle is ComingSoonHandle {
  return typeof handle === 'object' && handle !== null && 'comingSoon' in handle;
}
