import { NEWSLETTER_MESSAGES } from '@store/shared/schemas/contact';

/** English texts of the preferences section; the other languages mirror these keys. */
export const preferencesEn = {
  selector: {
    label: 'Region and currency',
    button: 'Region and currency: {{region}}, {{currency}}',
  },
  dialog: {
    title: 'Region and currency',
    description:
      'Prices are shown in the currency you choose. Your region decides where your keys can be activated.',
    close: 'Close',
    region: 'Region',
    search: 'Search countries and regions',
    searchPlaceholder: 'Country, region or currency',
    regions: 'Regions',
    countries: 'Countries',
    noMatch: 'No country or region matches “{{query}}”.',
    currency: 'Currency',
    currencyHint: 'Choosing a country selects its currency; you can still pick another one.',
    cartNote: 'Changing the currency or region empties your cart, as all prices change.',
    save: 'Save',
    cancel: 'Cancel',
    loading: 'Loading regions and currencies…',
    loadError: 'Regions and currencies could not be loaded.',
    retry: 'Try again',
    yourRegion: 'Your region',
    supportNote: 'Your region belongs to your account and can only be changed by our support team.',
    contactSupport: 'Contact support',
  },
  /** The store's regions by shortname; countries are named by the browser. */
  regionNames: {
    GLOBAL: 'Global',
    EU: 'Europe',
    UK: 'United Kingdom',
    US: 'United States',
    CH: 'Switzerland',
    CA: 'Canada',
    LATAM: 'Latin America',
    AU: 'Australia & New Zealand',
    JP: 'Japan',
    ASIA: 'Asia',
    MEA: 'Middle East & Africa',
    TR: 'Turkey',
    CIS: 'CIS',
  },
  newsletter: {
    title: 'Newsletter',
    description: 'New releases, deals and gift ideas, about twice a month. Unsubscribe any time.',
    email: 'Your e-mail for the newsletter',
    placeholder: 'you@example.com',
    submit: 'Subscribe',
    invalidEmail: NEWSLETTER_MESSAGES.invalidEmail as string,
    subscribed: NEWSLETTER_MESSAGES.subscribed as string,
    duplicate: NEWSLETTER_MESSAGES.duplicate as string,
    failed: NEWSLETTER_MESSAGES.failed as string,
  },
  payments: {
    title: 'Secure payment',
  },
  social: {
    title: 'Follow us',
    link: 'BigKeys on {{network}} (opens in a new tab)',
  },
};

export type PreferencesTexts = typeof preferencesEn;
