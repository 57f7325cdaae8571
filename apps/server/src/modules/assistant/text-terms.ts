import type { Language } from '@store/shared/constants';

// How the assistant reads words: lower case without accents (customers type "facture",
// "Rückerstattung" or "reembolso" with and without them), the little words of each language
// left out, and a light stem, so that "invoices" finds "invoice" and "Rechnungen" "Rechnung".

/** Lower case, accents and typographic apostrophes folded, spaces collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

const STOP_WORDS: Readonly<Record<Language, string>> = {
  de: `aber alle als also am an auch auf aus bei bin bis bitte bzw da damit dann das dass dein
    deine dem den denn der des dich die dies diese dieser dir doch du durch ein eine einem einen
    einer eines er es etwas euch für gibt hab habe haben hallo hat hatte ich ihr im in ist ja
    jetzt kann kannst man mein meine meinem meinen meiner mich mir mit muss nach nicht noch nun
    nur ob oder sein sich sie sind so soll über um und uns unter viel vom von vor war was weil
    welche wenn wer werde werden wie wieso wir wird wo woher wohin worden wurde wurden zu zum zur
    lange dauert dauern passiert`,
  en: `a about after all also am an and any are as at be been but by can could did do does
    for from get got had has have hello hi how i if in into is it its me my no not of on or our
    please so some than that the their them then there this to too us was we what when where
    which who why will with would you your
    long take takes happen happens`,
  es: `a al algo como con cual cuando de del donde el ella en era es esa ese esta este esto
    estoy fue ha hay hola la las le lo los me mi mis muy no o para pero por porque puedo que
    quiero se si sin sobre su sus te tengo tu un una uno unos y ya yo
    cuanto tarda tardan pasa`,
  fr: `a au aux avec bonjour ce ces comment dans de des du elle en est et il j je l la le les
    leur lui ma mais me mes mon ne nos notre nous on ou par pas peut pour puis qu que qui
    quoi sa se ses si son sur ta te tes ton tu un une vos votre vous y
    combien prend passe`,
  it: `a ai al alla alle anche che chi ci come con cosa da dal dalla dei del della di dove e
    gli ha hai ho i il in io la le lo ma mi mia mie miei mio ne nel nella non o per perche piu
    posso puo qual quale quando se si sono su sua sue suo tu tuo un una uno vorrei
    quanto vuole succede`,
};
const wordSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean));
const STOP: Readonly<Record<Language, ReadonlySet<string>>> = {
  de: wordSet(STOP_WORDS.de),
  en: wordSet(STOP_WORDS.en),
  es: wordSet(STOP_WORDS.es),
  fr: wordSet(STOP_WORDS.fr),
  it: wordSet(STOP_WORDS.it),
};

/** Endings cut from longer words, longest first. */
const SUFFIXES: Readonly<Record<Language, readonly string[]>> = {
  de: ['ungen', 'ung', 'est', 'en', 'er', 'es', 'st', 'et', 'e', 'n', 's', 't'],
  en: ['ment', 'ing', 'ed', 'es', 's', 'e'],
  es: ['ciones', 'cion', 'es', 's', 'a', 'o'],
  fr: ['tions', 'tion', 'es', 's', 'e'],
  it: ['zioni', 'zione', 'i', 'e', 'a', 'o'],
};
const MIN_STEM = 3;

/** A word without one common inflection, kept at least three letters long. */
export function stem(word: string, language: Language): string {
  for (const suffix of SUFFIXES[language]) {
    if (word.length - suffix.length >= MIN_STEM && word.endsWith(suffix)) {
      return word.slice(0, -suffix.length);
    }
  }
  return word;
}

/** One term as the search index keeps it, or null for a little word of the language. */
export function searchTerm(term: string, language: Language): string | null {
  const word = normalizeText(term).replace(/'/g, '');
  if (word.length < 2 || STOP[language].has(word)) return null;
  return stem(word, language);
}

/** The words of a text that carry meaning in its language, as the index keeps them. */
export function meaningfulTerms(text: string, language: Language): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => searchTerm(word, language))
    .filter((word): word is string => word !== null);
}
