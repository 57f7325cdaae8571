import type { Language } from '@store/shared/constants';

type NoteTexts = {
  /** Where a card works, per region shortname, as the end of a sentence ("in Japan"). */
  places: Readonly<Record<string, string>>;
  worldwide: (platform: string) => string;
  only: (platform: string, place: string) => string;
};

const NOTES: Readonly<Record<Language, NoteTexts>> = {
  en: {
    // prettier-ignore
    places: {
      EU: 'in Europe', UK: 'in the United Kingdom', US: 'in the United States',
      CH: 'in Switzerland', CA: 'in Canada', AU: 'in Australia and New Zealand', JP: 'in Japan',
      TR: 'in Turkey', LATAM: 'in Latin America', ASIA: 'in Asia',
      MEA: 'in the Middle East and Africa', CIS: 'in the CIS',
    },
    worldwide: (platform) => `Redeemable on ${platform} accounts worldwide.`,
    only: (platform, place) => `Redeemable only on ${platform} accounts registered ${place}.`,
  },
  de: {
    // prettier-ignore
    places: {
      EU: 'in Europa', UK: 'in Großbritannien', US: 'in den USA', CH: 'in der Schweiz',
      CA: 'in Kanada', AU: 'in Australien und Neuseeland', JP: 'in Japan', TR: 'in der Türkei',
      LATAM: 'in Lateinamerika', ASIA: 'in Asien', MEA: 'im Nahen Osten und in Afrika',
      CIS: 'in der GUS',
    },
    worldwide: (platform) => `Weltweit auf ${platform}-Konten einlösbar.`,
    only: (platform, place) =>
      `Nur auf ${platform}-Konten einlösbar, die ${place} registriert sind.`,
  },
  es: {
    // prettier-ignore
    places: {
      EU: 'en Europa', UK: 'en el Reino Unido', US: 'en Estados Unidos', CH: 'en Suiza',
      CA: 'en Canadá', AU: 'en Australia y Nueva Zelanda', JP: 'en Japón', TR: 'en Turquía',
      LATAM: 'en Latinoamérica', ASIA: 'en Asia', MEA: 'en Oriente Medio y África',
      CIS: 'en la CEI',
    },
    worldwide: (platform) => `Canjeable en cuentas de ${platform} de todo el mundo.`,
    only: (platform, place) => `Canjeable solo en cuentas de ${platform} registradas ${place}.`,
  },
  fr: {
    // prettier-ignore
    places: {
      EU: 'en Europe', UK: 'au Royaume-Uni', US: 'aux États-Unis', CH: 'en Suisse',
      CA: 'au Canada', AU: 'en Australie et en Nouvelle-Zélande', JP: 'au Japon',
      TR: 'en Turquie', LATAM: 'en Amérique latine', ASIA: 'en Asie',
      MEA: 'au Moyen-Orient et en Afrique', CIS: 'dans la CEI',
    },
    worldwide: (platform) => `Utilisable sur les comptes ${platform} du monde entier.`,
    only: (platform, place) =>
      `Utilisable uniquement sur les comptes ${platform} enregistrés ${place}.`,
  },
  it: {
    // prettier-ignore
    places: {
      EU: 'in Europa', UK: 'nel Regno Unito', US: 'negli Stati Uniti', CH: 'in Svizzera',
      CA: 'in Canada', AU: 'in Australia e Nuova Zelanda', JP: 'in Giappone', TR: 'in Turchia',
      LATAM: 'in America Latina', ASIA: 'in Asia', MEA: 'in Medio Oriente e Africa',
      CIS: 'nella CSI',
    },
    worldwide: (platform) => `Riscattabile sugli account ${platform} di tutto il mondo.`,
    only: (platform, place) => `Riscattabile solo sugli account ${platform} registrati ${place}.`,
  },
};

/**
 * Where a card of this region can be redeemed, in `lang`. A region without its own wording
 * is named as the lookup names it.
 */
export function regionNote(
  lang: Language,
  region: { shortname: string; name: string },
  platformName: string,
): string {
  const texts = NOTES[lang];
  if (region.shortname === 'GLOBAL') return texts.worldwide(platformName);
  const place = texts.places[region.shortname] ?? `(${region.name})`;
  return texts.only(platformName, place);
}
