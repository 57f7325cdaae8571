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
    sectionsLabel: 'On this page',
    aboutSections: {
      products: 'Products',
      highlights: 'Highlights',
      pricing: 'Pricing',
      faqs: 'FAQs',
    },
    pages: {
      about: {
        title: 'About us',
        description:
          'Who we are, the products we offer, our highlights, pricing for businesses and answers to frequent questions.',
      },
      aboutPos: {
        title: 'POS terminals',
        description:
          'Point-of-sale terminals that let shops sell game keys and gift cards over the counter.',
      },
      aboutApi: {
        title: 'Wholesale API',
        description:
          'Our wholesale API with the Basic, Pro and Enterprise plans and access to more than 10,000 products.',
      },
      terms: {
        title: 'Terms and conditions',
        description: 'The terms that apply to purchases, refunds and the use of our store.',
      },
      privacy: {
        title: 'Privacy policy',
        description: 'How we collect, use and protect your personal data.',
      },
      contact: {
        title: 'Contact us',
        description: 'A form to send us a message. Our support replies within 2 business days.',
      },
      careers: {
        title: 'Careers',
        description: 'Open positions at BigKeys and a form to apply.',
      },
      login: {
        title: 'Log in',
        description: 'Sign in with your e-mail address and password or with a social account.',
      },
      register: {
        title: 'Create an account',
        description: 'Register to track your purchases, save favorites and earn achievements.',
      },
      products: {
        title: 'All products',
        description:
          'The full catalogue with search and filters for platform, type, genre and price.',
      },
      dashboard: {
        title: 'Dashboard',
        description: 'An overview of your account, your level and your recent activity.',
      },
      purchases: {
        title: 'Purchases',
        description: 'Your orders, invoices and the keys you bought.',
      },
      favorites: {
        title: 'Favorites',
        description: 'The products you saved for later.',
      },
      achievements: {
        title: 'Achievements',
        description: 'Your level, achievements, quests and the community goal.',
      },
      userSettings: {
        title: 'User settings',
        description: 'Your profile, language, currency and notification preferences.',
      },
      security: {
        title: 'Security',
        description: 'Your password and linked social accounts.',
      },
      cart: {
        title: 'Cart',
        description: 'The products in your cart with quantities, discounts and the total.',
      },
      payment: {
        title: 'Payment',
        description: 'Secure card payment followed by the activation of your keys.',
      },
      game: {
        title: 'Game',
        description:
          'Description, editions, platforms, system requirements and reviews of this game.',
      },
      dlc: {
        title: 'DLC',
        description: 'Description, platforms, system requirements and reviews of this add-on.',
      },
      giftCard: {
        title: 'Gift card',
        description: 'The card value, the platform it works on and how to redeem it.',
      },
      subscription: {
        title: 'Subscription card',
        description: 'The subscription length, the platform it works on and how to redeem it.',
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
      userSettings: 'Settings',
      security: 'Security',
    },
  },
  underConstruction: {
    title: "We'll be right back",
    description: 'Our store is currently under construction.',
    autoRetry: "We'll auto-retry in 30 seconds…",
    checking: 'Checking…',
    checkNow: 'Check now',
  },
};

export type Translation = typeof en;
