import { faqItems } from '@store/shared/content/faq/en';
/** English texts of the content section; the other languages mirror these keys. */
export const contentEn = {
  onThisPage: 'On this page',
  about: {
    title: 'About us',
    eyebrow: 'About BigKeys',
    heading: 'Games, gift cards and subscriptions, delivered in an instant',
    lead: 'BigKeys is an online store for digital game keys, DLC, gift cards and subscription cards for PC, Xbox, PlayStation and Nintendo. We keep prices clear, keys safe and help close at hand.',
    primaryCta: 'Browse products',
    secondaryCta: 'Contact us',
    stats: {
      products: { value: '10,000+', label: 'products in the catalogue' },
      platforms: { value: '4', label: 'platform families' },
      delivery: { value: 'Instant', label: 'delivery, at most 24 hours' },
      levels: { value: '5', label: 'loyalty levels' },
    },
    sections: {
      products: 'Products',
      highlights: 'Highlights',
      loyalty: 'Loyalty',
      pricing: 'Pricing',
      faqs: 'FAQs',
    },
    products: {
      eyebrow: 'Products',
      title: 'Everything you play, in one store',
      intro:
        'More than 10,000 digital products, from the latest releases to the cards that top up your wallet or keep your subscription running.',
      platformsLabel: 'Shop by platform',
      items: {
        games: {
          title: 'Games',
          text: 'New releases, classics and indie gems as official keys for every platform.',
          link: 'Browse games',
        },
        dlc: {
          title: 'DLC',
          text: 'Expansions, season passes and extra content for the games you already own.',
          link: 'Browse DLC',
        },
        giftCards: {
          title: 'Gift cards',
          text: 'Wallet credit for Steam, Xbox, PlayStation, Nintendo and more, the perfect present.',
          link: 'Browse gift cards',
        },
        subscriptions: {
          title: 'Subscription cards',
          text: 'Game Pass, PlayStation Plus, Nintendo Switch Online and other memberships.',
          link: 'Browse subscription cards',
        },
      },
    },
    highlights: {
      eyebrow: 'Highlights',
      title: 'Why players shop with BigKeys',
      intro: 'Fast, safe and rewarding, with people ready to help when you need them.',
      items: {
        delivery: {
          title: 'Instant delivery',
          text: 'Most keys arrive within seconds of payment; every order is delivered within 24 hours at the latest.',
        },
        safeKeys: {
          title: 'Safe keys',
          text: 'Official keys from trusted sources. Each key stays hidden until you choose to reveal it.',
        },
        loyalty: {
          title: 'Loyalty levels',
          text: 'Climb five levels from New Challenger to Legendary Vault Guardian and save up to 10% on every order.',
        },
        helpCentre: {
          title: '24/7 help centre',
          text: 'Guides and the Biggie AI Assistant any time, day or night. Our support team replies within 2 business days.',
        },
        vat: {
          title: 'Clear prices',
          text: 'All prices include VAT and are shown in your currency, with no surprises at checkout.',
        },
        gifting: {
          title: 'Gift a key',
          text: 'Send a game or gift card straight to a friend by e-mail.',
        },
      },
    },
    loyalty: {
      eyebrow: 'Loyalty levels',
      title: 'Play more, save up to 10%',
      intro:
        'Every delivered order earns experience points (XP) and moves you up five levels. From level 2, your discount comes off every order automatically.',
      level: 'Level {{level}}',
      from: 'From {{xp}} XP',
      discount: '{{percent}}% off every order',
      noDiscount: 'Where every player starts',
      earn: {
        title: 'How you earn XP',
        items: {
          orders: '{{xp}} XP for every euro of a delivered order.',
          achievements:
            'Extra XP for achievements, such as your fifth order or a week of sign-ins.',
          quests:
            'Rewards for daily, weekly, seasonal, event and story quests, once you claim them.',
          community:
            'A bonus for everyone who contributed when the community raid reaches its goal.',
          refunds: 'A refunded order takes its points back, with any achievement it had reached.',
        },
      },
      prestige: {
        title: 'Prestige',
        text: 'At {{name}} you can prestige up to {{max}} times: your level starts again from {{first}}, and you keep a prestige badge for good.',
      },
    },
    pricing: {
      eyebrow: 'Pricing',
      title: 'Wholesale API plans for businesses',
      intro:
        'Connect your own shop to our catalogue. Every plan includes all products; choose the one that fits your volume.',
      learnMore: 'How the API works',
    },
    faqs: {
      eyebrow: 'FAQs',
      title: 'Frequently asked questions',
      intro: 'Quick answers about delivery, returns and your account.',
      items: faqItems,
    },
    cta: {
      title: 'Still have a question?',
      text: 'Write to us and our team will get back to you within 2 business days.',
      action: 'Contact us',
    },
  },
  plans: {
    perMonth: 'requests per month',
    unlimited: 'Unlimited',
    featured: 'Most popular',
    priceOnRequest: 'Price on request',
    everythingIn: 'Everything in {{plan}}, plus:',
    cta: 'Ask about {{plan}}',
    items: {
      basic: { name: 'Basic', summary: 'For trying the API and for small shops.' },
      pro: { name: 'Pro', summary: 'For growing shops with steady sales.' },
      enterprise: { name: 'Enterprise', summary: 'For marketplaces and large retailers.' },
    },
    features: {
      catalogue: 'The full catalogue of more than 10,000 products',
      stock: 'Live stock and prices',
      ordering: 'Order keys by API',
      support: 'Support replies within 2 business days',
      uptime: '99.9% uptime',
      prioritySupport: 'Priority support',
      reports: 'Monthly usage reports',
      manager: 'A personal account manager',
      contract: 'Contract terms made for your business',
    },
  },
  pos: {
    title: 'POS terminals',
    eyebrow: 'For shops',
    heading: 'Sell game cards and keys at your counter',
    lead: 'With a BigKeys point-of-sale terminal, your shop offers thousands of games, gift cards and subscription cards without a single card on the shelf. Your customer pays at the till and walks away with a code on the receipt.',
    primaryCta: 'Talk to our team',
    secondaryCta: 'Wholesale API',
    audienceLabel: 'Made for',
    audience: {
      kiosks: 'Kiosks and newsagents',
      electronics: 'Electronics and game shops',
      petrol: 'Petrol stations',
      supermarkets: 'Supermarkets',
    },
    terminal: {
      product: 'PlayStation Store Gift Card',
      status: 'Paid – code printed',
    },
    how: {
      eyebrow: 'How it works',
      title: 'Four steps at the counter',
      intro: 'The terminal fits next to your till and takes seconds to use.',
      steps: {
        choose: {
          title: 'Choose the product',
          text: 'Search or tap through platforms and cards on the terminal’s touch screen.',
        },
        pay: {
          title: 'Take the payment',
          text: 'Your customer pays at your till, in cash or by card, as with any other article.',
        },
        print: {
          title: 'Print the code',
          text: 'The terminal prints a receipt with the code and a short activation guide.',
        },
        redeem: {
          title: 'Play at home',
          text: 'Your customer redeems the code on their console or PC and starts playing.',
        },
      },
    },
    benefits: {
      eyebrow: 'Benefits',
      title: 'Why shops choose BigKeys terminals',
      items: {
        noStock: {
          title: 'No stock on the shelf',
          text: 'Codes are created at the moment of sale, so there are no cards to store, count or lose.',
        },
        catalogue: {
          title: 'A huge range',
          text: 'More than 10,000 products for PC, Xbox, PlayStation and Nintendo in a space the size of a till.',
        },
        instant: {
          title: 'Codes in seconds',
          text: 'The code is printed the moment the payment is confirmed; nobody waits.',
        },
        reports: {
          title: 'Clear settlement',
          text: 'Every sale is listed with date, product and price, ready for your accounts.',
        },
        languages: {
          title: 'Five languages',
          text: 'Screens and receipts in English, German, French, Italian and Spanish.',
        },
        support: {
          title: 'Support for your team',
          text: 'We set the terminal up with you and reply to every request within 2 business days.',
        },
      },
    },
    cta: {
      title: 'Bring game keys to your counter',
      text: 'Tell us about your shop and we will get back to you with an offer within 2 business days.',
      action: 'Contact us',
    },
  },
  api: {
    title: 'Wholesale API',
    eyebrow: 'For businesses',
    heading: 'The BigKeys wholesale API',
    lead: 'Bring our catalogue of more than 10,000 games, DLC, gift cards and subscription cards into your own shop. Check stock, order keys and hand them to your customers, all automatically.',
    primaryCta: 'Request API access',
    secondaryCta: 'Compare plans',
    stats: {
      products: { value: '10,000+', label: 'products' },
      uptime: { value: '99.9%', label: 'uptime' },
      plans: { value: '3', label: 'plans to grow with' },
    },
    features: {
      eyebrow: 'What it offers',
      title: 'Everything you need to sell keys',
      items: {
        catalogue: {
          title: 'Catalogue',
          text: 'Products, editions, platforms and prices with images, in five languages.',
        },
        stock: {
          title: 'Stock',
          text: 'Live availability for every product, so you only sell what can be delivered.',
        },
        ordering: {
          title: 'Ordering',
          text: 'Order keys with one request; they are in the response as soon as the order is confirmed.',
        },
        uptime: {
          title: '99.9% uptime',
          text: 'A reliable service your shop can count on, day and night.',
        },
      },
    },
    auth: {
      eyebrow: 'Authentication',
      title: 'One API key for your business',
      text: 'Every request carries your business’s API key. We create the key when your contract starts.',
      points: {
        header: 'Send the key in the X-Api-Key header of every request.',
        secret: 'Keep it on your server; never put it in a browser or an app.',
        rotate: 'Ask us for a new key at any time; the old one stops working at once.',
      },
      exampleLabel: 'Example: ordering two keys',
      request: 'Request',
      response: 'Response',
    },
    plans: {
      eyebrow: 'Plans',
      title: 'Pick the plan that fits your volume',
      intro: 'Every plan includes the full catalogue. Requests are counted per calendar month.',
    },
    resale: {
      eyebrow: 'Resale rules',
      title: 'Keys for your own customers',
      text: 'The wholesale API is the only way to sell our keys on. It comes with a contract that sets out what your business may do.',
      points: {
        own: 'Keys ordered through the API are for your business’s own customers, under your contract.',
        noResellers:
          'Passing keys on to other resellers, marketplaces or key shops is not allowed.',
        consumers:
          'Keys bought in our store with a customer account are for personal use; resale is forbidden.',
      },
    },
    cta: {
      title: 'Ready to connect your shop?',
      text: 'Tell us about your business and the volume you expect; we reply within 2 business days.',
      action: 'Request API access',
    },
  },
};

export type ContentTexts = typeof contentEn;
