/** English texts of the consent section; the other languages mirror these keys. */
export const consentEn = {
  title: 'Welcome to BigKeys',
  intro: 'Your store for game keys, gift cards and subscription cards. Here is what to expect:',
  points: {
    instantKeys: {
      title: 'Instant keys',
      text: 'Most keys arrive right after payment, at the latest within 24 hours.',
    },
    securePayment: {
      title: 'Secure payment',
      text: 'Pay by card, Apple Pay, Google Pay, Klarna or PayPal over an encrypted connection.',
    },
    helpCentre: {
      title: 'Help centre',
      text: 'Guides, answers and a chat with our team, from the help button on every page.',
    },
  },
  privacyTitle: 'Your privacy choice',
  privacyText:
    '“Essential only” keeps the cookies the store needs and anonymous visit statistics. “Accept all” also allows advertising cookies and personalised ads.',
  acceptTerms:
    'I have read and accept the <terms>terms and conditions</terms> and the <privacy>privacy policy</privacy>.',
  newTab: '(opens in a new tab)',
  essentialOnly: 'Essential only',
  acceptAll: 'Accept all',
};

export type ConsentTexts = typeof consentEn;
