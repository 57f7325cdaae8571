import type { Random } from '../../lib/random';
import {
  ADJECTIVES,
  DLC_NAMES,
  NOUNS,
  PLACES,
  PLURALS,
  PREFIXES,
  SUBTITLES,
  SUFFIX_WORDS,
  SUFFIXES,
  TAKEN_TITLES,
} from './title-words';

/** URL form of a title: lowercase ASCII words joined by hyphens. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Tries a few times before giving up, so a crowded name space never loops forever. */
const ATTEMPTS = 12;

/**
 * Hands out unique titles: a title is only returned once its slug is claimed, so two
 * products can never collide on the unique slug column.
 */
export function createTitleBook(random: Random) {
  const slugs = new Set<string>();

  const claim = (title: string): string | null => {
    const slug = slugify(title);
    if (TAKEN_TITLES.has(title) || slugs.has(slug)) return null;
    slugs.add(slug);
    return slug;
  };

  const franchiseCandidate = (): string => {
    const roll = random.next();
    if (roll < 0.45) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
    if (roll < 0.65) return `${random.pick(PLURALS)} of ${random.pick(PLACES)}`;
    if (roll < 0.8) return `${random.pick(PREFIXES)}${random.pick(SUFFIXES)}`;
    if (roll < 0.9) return `The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
    const first = random.pick(NOUNS);
    const second = random.pick(NOUNS);
    return first === second ? `${first} Zero` : `${first} ${second}`;
  };

  return {
    claim,

    /** A new series name, claimed as the title of its first game; null when none is free. */
    claimFranchiseName(): { title: string; slug: string } | null {
      for (let i = 0; i < ATTEMPTS; i++) {
        const title = franchiseCandidate();
        const slug = claim(title);
        if (slug) return { title, slug };
      }
      return null;
    },

    /** A further entry of a series: numbered sequel, subtitled spin-off or remaster. */
    claimSequel(franchise: { name: string; nextNumber: number }): { title: string; slug: string } {
      for (let i = 0; i < ATTEMPTS; i++) {
        const roll = random.next();
        if (roll < 0.4) break;
        const title =
          roll < 0.85
            ? `${franchise.name}: ${random.pick(SUBTITLES)}`
            : `${franchise.name} ${random.pick(SUFFIX_WORDS)}`;
        const slug = claim(title);
        if (slug) return { title, slug };
      }
      // Numbered sequels never run out, so this always ends.
      for (;;) {
        const number = franchise.nextNumber++;
        const title = random.chance(0.25)
          ? `${franchise.name} ${number}: ${random.pick(SUBTITLES)}`
          : `${franchise.name} ${number}`;
        const slug = claim(title);
        if (slug) return { title, slug };
      }
    },

    /** "<Base Game> – <DLC name>"; null when this base already has too many DLC names taken. */
    claimDlc(baseTitle: string): { title: string; slug: string; name: string } | null {
      for (let i = 0; i < ATTEMPTS; i++) {
        const name = random.pick(DLC_NAMES);
        const title = `${baseTitle} – ${name}`;
        const slug = claim(title);
        if (slug) return { title, slug, name };
      }
      return null;
    },
  };
}

export type TitleBook = ReturnType<typeof createTitleBook>;
