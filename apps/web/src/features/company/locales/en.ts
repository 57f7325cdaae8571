import { CAREERS_MESSAGES, CONTACT_MESSAGES } from '@store/shared/schemas/contact';

/** English texts of the company section; the other languages mirror these keys. */
export const companyEn = {
  form: {
    name: 'Name',
    email: 'E-mail address',
    message: 'Message',
    characterCount: '{{count}} of {{max}} characters',
    singleLine: 'Use a single line',
    checkFields: 'Some fields need your attention. Please check them and try again.',
    network: "We couldn't reach the store. Check your connection and try again.",
    offline: "You're offline. You can send this form as soon as you're back online.",
  },
  contact: {
    title: 'Contact us',
    eyebrow: 'Customer support',
    lead: 'Questions about an order, a key or your account? Write to us and our support team will get back to you.',
    formTitle: 'Send us a message',
    formDescription: 'Fields marked with an asterisk are required.',
    subject: 'Subject',
    messageHint: 'Include your order or invoice number if your question is about a purchase.',
    submit: 'Send message',
    sentTitle: 'Message sent',
    sendAnother: 'Send another message',
    // The server's own English text (spec wording kept in the shared schemas).
    sent: CONTACT_MESSAGES.sent as string,
    facts: {
      title: 'Other ways to reach us',
      emailLabel: 'E-mail',
      responseLabel: 'Response time',
      response: 'Support replies within 2 business days',
      businessLabel: 'For business',
      business: 'Reselling or selling in a shop? See our wholesale API and POS terminals.',
      api: 'Wholesale API',
      pos: 'POS terminals',
      careersLabel: 'Jobs',
      careers: 'Looking for a job? See our open positions.',
      careersLink: 'Careers',
    },
  },
  careers: {
    title: 'Careers',
    eyebrow: 'Work at BigKeys',
    lead: 'We are a small team of players and builders making it easy to buy games, gift cards and subscriptions safely, in five languages and for every platform.',
    seePositions: 'See open positions',
    why: {
      title: 'Why work at BigKeys',
      items: {
        players: {
          title: 'Built by players',
          description:
            'Everyone here plays. We build the store we want to shop in ourselves, and we hear straight from the people who use it.',
        },
        impact: {
          title: 'Work that ships',
          description:
            'Small teams own whole journeys, from the catalogue to the key reveal, and see their work reach customers within days.',
        },
        europe: {
          title: 'Zurich and remote',
          description:
            'Work from our Zurich office or remotely across Europe, with regular get-togethers to meet the team in person.',
        },
      },
    },
    values: {
      title: 'Our values',
      items: {
        trust: {
          title: 'Keys you can trust',
          description: 'Every key is genuine and every payment safe, or it does not ship.',
        },
        clear: {
          title: 'Clear and fair',
          description:
            'Prices include VAT, rules are written plainly and refunds are honoured as promised.',
        },
        players: {
          title: 'Players first',
          description: 'When we are unsure, we ask what helps the person waiting for their game.',
        },
        learn: {
          title: 'Learn together',
          description: 'We share what we know, review each other kindly and write things down.',
        },
      },
    },
    benefits: {
      title: 'Benefits',
      items: {
        flexible: 'Flexible hours and remote work across Europe',
        holidays: '25 days of holiday plus public holidays',
        learning: 'A yearly learning budget for courses, books and conferences',
        games: 'A monthly game allowance in our own store',
        hardware: 'A laptop and setup of your choice',
        transport: 'Half-fare travelcard or public transport contribution',
      },
    },
    positions: {
      title: 'Open positions',
      intro: 'Choose a position and apply below; we reply to every application.',
      loading: 'Loading open positions…',
      team: 'Team',
      location: 'Location',
      employmentType: 'Employment type',
      apply: 'Apply',
      applyFor: 'Apply for {{title}}',
      empty: {
        title: 'No open positions',
        description:
          'There are no open positions right now. Please check back soon; new roles appear here first.',
      },
      error: {
        title: "We couldn't load the open positions",
        description: 'Check your connection and try again.',
      },
      offline: {
        title: 'Open positions can be loaded when you are online',
        description:
          'You are offline right now. The rest of this page works without a connection; the positions and the application form appear as soon as you are back online.',
      },
    },
    types: {
      'full-time': 'Full-time',
      'part-time': 'Part-time',
      contract: 'Contract',
      internship: 'Internship',
    },
    form: {
      title: 'Your application',
      description: 'Tell us who you are and why this role fits you. Fields marked * are required.',
      position: 'Position',
      choosePosition: 'Choose a position',
      messageHint: 'A few words about you, and a link to your CV or portfolio.',
      submit: 'Send application',
      appliedTitle: 'Application sent',
      applyAgain: 'Apply for another position',
    },
    // The server's own English texts (spec section 8 wording kept in the shared schemas).
    messages: {
      applied: CAREERS_MESSAGES.applied as string,
      alreadyApplied: CAREERS_MESSAGES.alreadyApplied as string,
      positionNotFound: CAREERS_MESSAGES.positionNotFound as string,
    },
  },
};

export type CompanyTexts = typeof companyEn;
