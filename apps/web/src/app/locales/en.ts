import { AUTH_MESSAGES } from '@store/shared/auth-messages';
/**
 * The shell's English texts (the default namespace: header, footer, shared words, pages of
 * app/); every other language must provide exactly these keys (checked by the compiler).
 */
export const en = {
  meta: {
    defaultTitle: 'BigKeys – Game keys, gift cards and subscriptions',
    pageTitle: '{{page}} – BigKeys',
  },
  common: {
    skipToContent: 'Skip to main content',
    openHelp: 'Help',
    loadingPage: 'Loading page…',
    retry: 'Retry',
    backHome: 'Back to home',
    browseProducts: 'Browse products',
    unknownPlatform: 'Unknown Platform',
  },
  categories: {
    pc: 'PC',
    xb: 'Xbox',
    ps: 'PlayStation',
    nt: 'Nintendo',
  },
  header: {
    homeLink: 'BigKeys home',
    mainNavigation: 'Main navigation',
    giftCards: 'Gift Cards',
    cart: 'Cart',
    login: 'Log in',
    register: 'Register',
    logout: 'Logout',
    theme: 'Theme: {{theme}}',
  },
  footer: {
    navigation: 'Footer',
    tagline: 'Digital game keys, DLC, gift cards and subscription cards for every platform.',
    columns: {
      shop: 'Shop',
      company: 'Company',
      business: 'For business',
      legal: 'Legal',
    },
    links: {
      games: 'Games',
      giftCards: 'Gift cards',
      subscriptions: 'Subscription cards',
      about: 'About us',
      careers: 'Careers',
      contact: 'Contact us',
      pos: 'POS terminals',
      api: 'Wholesale API',
      terms: 'Terms and conditions',
      privacy: 'Privacy policy',
    },
    language: 'Language',
    vatNote: 'All prices include VAT.',
    copyright: '© {{year}} BigKeys. All rights reserved.',
  },
  home: {
    hero: {
      eyebrow: 'PC · Xbox · PlayStation · Nintendo',
      title: 'Your next game is one key away',
      subtitle:
        'Game keys, DLC, gift cards and subscription cards for every platform, with prices that include VAT and delivery that is usually instant.',
      primaryCta: 'Browse all products',
      secondaryCta: 'Shop gift cards',
      perks: {
        delivery: 'Delivery usually instant',
        vat: 'Prices include VAT',
        support: 'Support replies within 2 business days',
      },
    },
    platformsLabel: 'Shop by platform',
    sections: {
      games: { title: 'Games', description: 'Keys for the latest and greatest games.' },
      dlc: { title: 'DLC', description: 'Expansions and add-ons for the games you already own.' },
      giftCards: {
        title: 'Gift cards',
        description: 'Store credit for every platform: the gift that always fits.',
      },
      subscriptions: {
        title: 'Subscriptions',
        description: 'Game passes and online memberships for your console or PC.',
      },
    },
  },
  catalog: {
    seeAll: 'See all',
    seeAllLabel: 'See all: {{section}}',
    coverAlt: 'Cover art of {{title}}',
    from: 'From',
    salePrice: 'Sale price',
    originalPrice: 'Original price',
    discount: 'Save {{percent}}%',
    outOfStock: 'Out of stock',
    loadingProducts: 'Loading products…',
    error: {
      title: "We couldn't load these products",
      description: 'Check your connection and try again.',
    },
    empty: {
      title: 'No products found.',
      description: 'There is nothing here right now. Please check back soon.',
    },
  },
  notFound: {
    title: 'Page not found',
    eyebrow: 'Error 404',
    description:
      "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
    requested: 'Requested address',
  },
  routeError: {
    title: 'Something went wrong',
    description: 'An unexpected error stopped this page from loading. Reloading usually helps.',
    reload: 'Reload page',
  },
  dashboard: {
    navigation: 'Dashboard sections',
    nav: {
      overview: 'Overview',
      purchases: 'Purchases',
      favorites: 'Favorites',
      achievements: 'Achievements',
      referrals: 'Referrals',
      userSettings: 'User settings',
      security: 'Security',
    },
    loadError: "We couldn't load your account",
    loadErrorDescription: 'Check your connection and try again.',
    overview: {
      greeting: 'Hello, {{name}}!',
      greetingPlain: 'Hello!',
      intro: 'Here is an overview of your account.',
      status: {
        title: 'Account status',
        email: 'E-mail address',
        verified: 'Verified',
        unverified: 'Not verified',
        profile: 'Profile',
        complete: 'Complete',
        incomplete: 'Incomplete',
        memberSince: 'Member since',
      },
      quickLinks: 'Quick links',
      links: {
        purchases: 'Your orders, invoices and the keys you bought.',
        favorites: 'The products you saved for later.',
        achievements: 'Your level, achievements and quests.',
        referrals: 'Your link, your share and what your friends earn you.',
        userSettings: 'Profile, notifications, theme and language.',
        security: 'Password and active sessions.',
      },
    },
  },
  ui: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    required: 'Required',
    passwordMinLength: 'At least {{min}} characters',
    strength: {
      label: 'Strength: {{level}}',
      tooWeak: 'too weak',
      weak: 'weak',
      fair: 'fair',
      good: 'good',
      strong: 'strong',
    },
  },
  // The spec's exact English texts, kept in one place with the server's.
  authMessages: { ...AUTH_MESSAGES } as Record<keyof typeof AUTH_MESSAGES, string>,
  formMessages: {
    invalidEmail: 'Enter a valid e-mail address',
    dateFormat: 'Use the date format YYYY-MM-DD',
    invalidDate: 'Enter a real date',
    futureDate: 'The date cannot be in the future',
    chooseCountry: 'Choose a country',
    codeDigits: 'The code has 6 digits',
    maxLength: 'At most {{max}} characters',
    nulCharacter: 'This text contains a NUL character (\\u0000), which cannot be saved.',
  },
  underConstruction: {
    title: "We'll be right back",
    description: 'Our store is currently under construction.',
    autoRetry: "We'll auto-retry in 30 seconds…",
    checking: 'Checking…',
    checkNow: 'Check now',
  },
  offline: {
    title: "You're offline",
    description:
      'The store needs an internet connection. Please check your connection; the store comes back as soon as you are online again.',
    stillWorks: "These pages still work while you're offline:",
    notice: 'No internet connection found. App is running in offline mode.',
    backOnline: "You're back online.",
  },
  notices: {
    label: 'Notifications',
    dismiss: 'Dismiss notification',
  },
};

export type Translation = typeof en;
