import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { contentEn } from '../features/content/locales/en';
import { companyEn } from '../features/company/locales/en';
import { preferencesEn } from '../features/preferences/locales/en';
import { navigationEn } from '../features/navigation/locales/en';
import { consentEn } from '../features/consent/locales/en';
import { productEn } from '../features/product/locales/en';
import { favoritesEn } from '../features/favorites/locales/en';
import { catalogPageEn } from '../features/catalog/locales/en';
import { cartEn } from '../features/cart/locales/en';
import { paymentEn } from '../features/payment/locales/en';
import { recoveryEn } from '../features/account/locales/en';
import { accountEmailEn } from '../features/account/locales/email/en';
/** English texts; every other language must provide exactly these keys (checked by the compiler). */
export const en = {
  meta: {
    defaultTitle: 'BigKeys – Game keys, gift cards and subscriptions',
    pageTitle: '{{page}} – BigKeys',
  },
  common: {
    skipToContent: 'Skip to main content',
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
  comingSoon: {
    badge: 'Coming soon',
    notice: 'We are building this page right now. Here is what it will offer:',
    pages: {
      purchases: {
        title: 'Purchases',
        description: 'Your orders, invoices and the keys you bought.',
      },
      achievements: {
        title: 'Achievements',
        description: 'Your level, achievements, quests and the community goal.',
      },
    },
  },
  dashboard: {
    navigation: 'Dashboard sections',
    nav: {
      overview: 'Overview',
      purchases: 'Purchases',
      favorites: 'Favorites',
      achievements: 'Achievements',
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
  account: {
    fields: {
      email: 'E-mail address',
      password: 'Password',
      confirmPassword: 'Confirm password',
      firstName: 'First name',
      lastName: 'Last name',
      birthday: 'Date of birth',
      country: 'Country',
      address: 'Address',
      city: 'City',
      zip: 'Postcode',
      referralCode: 'Referral code (optional)',
      chooseCountry: 'Choose your country',
      loadingCountries: 'Loading countries…',
      countriesFailed: "We couldn't load the list of countries. Please reload the page.",
    },
    login: {
      title: 'Log in',
      subtitle: 'Welcome back! Sign in to see your keys, purchases and rewards.',
      submit: 'Log in',
      submitting: 'Signing in…',
      retryIn: 'Try again in {{seconds}} s',
      retryInMinutes: 'Try again in {{minutes}} min',
      noAccount: 'New to BigKeys?',
      registerLink: 'Create an account',
    },
    register: {
      title: 'Create your account',
      subtitle: 'Track your purchases, save favorites and earn achievements.',
      accountSection: 'Sign-in details',
      personalSection: 'Personal details',
      referralHint: 'Got a code from a friend? Enter it here.',
      acceptTerms: 'I have read and accept the <terms>terms and conditions</terms>.',
      submit: 'Create account',
      submitting: 'Creating your account…',
      haveAccount: 'Already have an account?',
      loginLink: 'Log in',
    },
    social: {
      divider: 'or continue with',
      orWithEmail: 'or register with your e-mail',
      continueWith: 'Continue with {{provider}}',
    },
    notices: {
      profileSaved: 'Profile saved. Please sign in again.',
      settingsSaved: 'Settings saved. Please sign in again.',
      passwordReset: 'Your password has been changed. Please sign in with your new password.',
    },
    settings: {
      title: 'User settings',
      intro: 'Your profile, notifications and how the store looks for you.',
      profileTitle: 'Profile',
      profileDescription: 'The details we use for your invoices.',
      saveProfile: 'Save profile',
      signInAgainNote:
        'For your security, you will be signed out after saving and asked to sign in again.',
    },
    notifications: {
      title: 'Notifications',
      description: 'Choose how we may tell you about orders, keys and offers.',
      browser: {
        label: 'Browser',
        description: 'Notifications in this browser, even when the store is not open.',
      },
      email: {
        label: 'E-mail',
        description: 'Messages to your e-mail address.',
      },
      sms: {
        label: 'SMS',
        description: 'Text messages to your phone.',
      },
      save: 'Save notifications',
    },
    appearance: {
      title: 'Appearance and language',
      description: 'Kept on this device only.',
      theme: 'Theme',
      themes: {
        light: 'Light',
        dark: 'Dark',
        auto: 'Auto',
      },
    },
    region: {
      title: 'Region and currency',
      description: 'Prices are shown for your region, in its currency.',
      region: 'Region',
      currency: 'Currency',
      supportOnly: 'Region can be changed only via support',
    },
    security: {
      title: 'Security',
      intro: 'Your password and the devices signed in to your account.',
      passwordTitle: 'Change password',
      passwordDescription:
        'Changing your password signs out every other session; this one stays signed in.',
      currentPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      changePassword: 'Change password',
      passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
      noPassword: 'You sign in with a social account',
      noPasswordDescription: 'Your account has no password to change.',
    },
    sessions: {
      title: 'Active sessions',
      description: 'Devices that are signed in to your account right now.',
      loading: 'Loading sessions…',
      error: "We couldn't load your sessions",
      device: '{{browser}} on {{os}}',
      unknownDevice: 'Unknown device',
      thisDevice: 'This device',
      lastActive: 'Last active {{date}}',
      ip: 'IP {{ip}}',
      signedIn: 'Signed in {{date}}',
      revokeOthers: 'Sign out of all other sessions',
      noOthers: 'No other sessions are signed in.',
      revoked: 'All other sessions have been signed out.',
    },
  },
  welcome: {
    documentTitle: 'Welcome',
    eyebrow: 'Almost there',
    title: 'Welcome to BigKeys!',
    titleNamed: 'Welcome to BigKeys, {{name}}!',
    intro:
      'Finish these steps to start shopping. Until then, this page is all you can see of the store.',
    signOut: 'Sign out',
    stepDone: 'Done',
    stepTodo: 'To do',
    loadError: "We couldn't load your account",
    loadErrorDescription: 'Check your connection and try again.',
    verify: {
      title: 'Verify your e-mail address',
      description:
        'We sent a 6-digit code to {{email}}. Enter it below, or open the link in the e-mail.',
      done: '{{email}} is verified.',
      codeLabel: 'Verification code',
      submit: 'Verify',
      verifying: 'Verifying…',
      noCode: "Didn't get the e-mail? Check your spam folder or ask for a new code.",
      resend: 'Send a new code',
      resendIn: 'Send a new code in {{seconds}} s',
      resent: 'A new code is on its way to {{email}}.',
    },
    profile: {
      title: 'Complete your profile',
      description:
        'We need a few more details for your invoices. After saving, please sign in again.',
      submit: 'Save profile',
      done: 'Your profile is complete.',
    },
    identity: {
      title: 'Identity verification required',
      description:
        'To keep your account safe, we need to confirm your identity before you can continue. You will be able to do this here soon; until then, our support team can help.',
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
  content: contentEn,
  company: companyEn,
  preferences: preferencesEn,
  navigation: navigationEn,
  consent: consentEn,
  product: productEn,
  favorites: favoritesEn,
  catalogPage: catalogPageEn,
  cart: cartEn,
  payment: paymentEn,
  accountEmail: accountEmailEn,
  recovery: recoveryEn,
};

export type Translation = typeof en;
