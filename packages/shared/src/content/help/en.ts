import type { HelpTopic } from './types';

/** The help widget's five topics in English, in the order the widget lists them. */
export const helpTopics: readonly HelpTopic[] = [
  {
    id: 'redeem-codes',
    title: 'How to redeem codes',
    category: 'Activation',
    description:
      'A key from BigKeys is redeemed on the platform it was bought for: Steam, Xbox, PlayStation, Nintendo, EA App, Battle.net, Ubisoft Connect and others. Check the platform and region on the product page before you start.',
    steps: [
      {
        icon: 'LayoutDashboard',
        title: 'Open your purchases',
        description:
          'Sign in and go to your dashboard, then to your purchases, and open the order.',
      },
      {
        icon: 'Eye',
        title: 'Reveal and copy the key',
        description:
          'Reveal the key and copy it. Revealing cannot be undone and ends the right to an instant refund, so only do it when you are ready to redeem.',
      },
      {
        icon: 'Gamepad2',
        title: 'Open the platform',
        description:
          'Steam: Games › Activate a Product on Steam. Xbox: Microsoft Store › Redeem a code. PlayStation: PlayStation Store › Redeem codes. Nintendo: Nintendo eShop › Redeem code. EA App: Menu › Redeem code. Battle.net: Account › Redeem a code.',
      },
      {
        icon: 'ClipboardCheck',
        title: 'Paste and confirm',
        description:
          'Paste the key, confirm, and the game, DLC or credit is added to your account. Games can then be downloaded from your library.',
      },
    ],
    supportNote:
      'If the platform rejects the key, see “Issues activating a code” or chat with us. Our support team replies within 2 business days.',
    isFaq: true,
  },
  {
    id: 'find-codes',
    title: 'Where to find your codes',
    category: 'Orders',
    description:
      'Digital codes are usually delivered instantly after payment, and at the latest within 24 hours. You find them on the thank-you page, in your e-mail and in your dashboard.',
    steps: [
      {
        icon: 'KeyRound',
        title: 'Right after payment',
        description: 'The thank-you page lists the keys of your order as soon as they are ready.',
      },
      {
        icon: 'Mail',
        title: 'In your e-mail',
        description:
          'We send an e-mail when your order is delivered. Check your spam folder if it does not arrive.',
      },
      {
        icon: 'LayoutDashboard',
        title: 'In your dashboard',
        description:
          'Every key stays in your dashboard under your purchases. Keys stay hidden until you reveal them.',
      },
      {
        icon: 'Hourglass',
        title: 'Order under review',
        description:
          'Some orders are checked before delivery. You see a pending-review message, and we e-mail you as soon as the order is approved.',
      },
    ],
    supportNote: 'No key after 24 hours? Chat with us and include your order number.',
    isFaq: true,
  },
  {
    id: 'invoice',
    title: 'Where to get an invoice',
    category: 'Billing',
    description:
      'Every order has an invoice you can download as a PDF at any time. Our prices include VAT.',
    steps: [
      {
        icon: 'LogIn',
        title: 'Sign in',
        description: 'Sign in with the account you used for the order.',
      },
      {
        icon: 'Receipt',
        title: 'Open the order',
        description: 'Go to your dashboard, open your purchases and choose the order.',
      },
      {
        icon: 'FileDown',
        title: 'Download the invoice',
        description:
          'Choose “Download invoice” to save the PDF. It shows the products, the VAT and the payment method.',
      },
    ],
    supportNote:
      'Cannot find the invoice, or does it need a correction? Chat with us and include your order number.',
    isFaq: false,
  },
  {
    id: 'activation-issues',
    title: 'Issues activating a code',
    category: 'Activation',
    description:
      'Most activation errors come from a platform or region mismatch, a mistyped key or a platform outage. These checks solve most of them.',
    steps: [
      {
        icon: 'Globe',
        title: 'Check platform and region',
        description:
          'A Steam key only works on Steam, a PlayStation code only in a PlayStation Store of the matching region. Compare the product page with your account.',
      },
      {
        icon: 'Copy',
        title: 'Copy the key again',
        description:
          'Copy the key instead of typing it, without spaces before or after. Typed keys often mix up O and 0, or I and 1.',
      },
      {
        icon: 'SearchCheck',
        title: 'Look in your library',
        description:
          '“Already used” often means the key was redeemed on your account before: check your Steam, Xbox, PlayStation, Nintendo, EA App or Battle.net library.',
      },
      {
        icon: 'RefreshCw',
        title: 'Try again later',
        description:
          'Platforms have outages and limit failed attempts (Steam for about an hour). Check the platform’s status page and try again.',
      },
    ],
    supportNote:
      'Still not working? Chat with us and send your order number and a screenshot of the error. We reply within 2 business days; approved refunds take 5–10 business days.',
    isFaq: true,
  },
  {
    id: 'identity-verification',
    title: 'Issues with identity verification',
    category: 'Account',
    description:
      'To protect your account and payments, we sometimes ask you to confirm your identity before you can continue or before an order is delivered.',
    steps: [
      {
        icon: 'ShieldCheck',
        title: 'Why we ask',
        description:
          'Checks keep stolen cards and accounts away from the store. They are needed once and then your account is verified.',
      },
      {
        icon: 'IdCard',
        title: 'Have a valid ID ready',
        description:
          'Use a passport, identity card or driving licence that has not expired. The name must match the name in your profile.',
      },
      {
        icon: 'Camera',
        title: 'Take clear photos',
        description:
          'Use good light, show all four corners, and avoid glare and blur. Photos of a screen are not accepted.',
      },
      {
        icon: 'Hourglass',
        title: 'Wait for the result',
        description:
          'The status shows “processing verification” and updates by itself. Orders under review are delivered once you are verified.',
      },
    ],
    supportNote:
      'Verification failed or still processing after 24 hours? Chat with us; our support team replies within 2 business days.',
    isFaq: false,
  },
];
