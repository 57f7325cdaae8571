import { MAX_VISIBLE_NOTICES } from '@store/shared/constants';
import { create } from 'zustand';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  id: number;
  tone: NoticeTone;
  message: string;
}

interface NoticesState {
  notices: Notice[];
  /** Shows a short message app-wide; the oldest drops out beyond the spec's three. */
  notify: (notice: Omit<Notice, 'id'>) => number;
  dismiss: (id: number) => void;
}

let lastId = 0;

/** Transient messages for the notice area; they live for this page view only. */
export const useNoticesStore = create<NoticesState>()((set) => ({
  notices: [],
  notify: (notice) => {
    lastId += 1;
    const id = lastId;
    set((state) => {
      // The same message twice in a row is said once: the newest copy replaces the one
      // showing (and shows for the full time again) instead of stacking up.
      const last = state.notices.at(-1);
      const kept =
        last && last.tone === notice.tone && last.message === notice.message
          ? state.notices.slice(0, -1)
          : state.notices;
      return { notices: [...kept, { ...notice, id }].slice(-MAX_VISIBLE_NOTICES) };
    });
    return id;
  },
  dismiss: (id) => {
    set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id) }));
  },
}));

/** For code outside React (handlers, effects): `notify({ tone: 'success', message })`. */
export const notify = (notice: Omit<Notice, 'id'>) => useNoticesStore.getState().notify(notice);
