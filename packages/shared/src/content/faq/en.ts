import type { FaqItems } from './types';

/** The about page's frequently asked questions in English. */
export const faqItems: FaqItems = {
  delivery: {
    question: 'How quickly will I receive my key?',
    answer:
      'Digital delivery is usually instant: your key is ready on the thank-you page and in your account right after payment. In rare cases, for example when a purchase is under review, it can take up to 24 hours. We e-mail you as soon as it is ready.',
  },
  returns: {
    question: 'Can I return a product?',
    answer:
      'Yes, you can ask for a return within 7 days of your purchase. An order can be cancelled for a full refund as long as its digital code has not been shown or sent.',
  },
  refunds: {
    question: 'How long does a refund take?',
    answer:
      'Once a refund is approved, the money is back on your original payment method within 5–10 business days.',
  },
  reveal: {
    question: 'What happens when I reveal a key?',
    answer:
      'Revealing a key is irreversible. Before the key is shown, we warn you and ask you to confirm, because revealing it ends your right to an instant refund.',
  },
  vat: {
    question: 'Do prices include VAT?',
    answer:
      'Yes. All prices include VAT. They are shown in the currency of your region; your region can only be changed through our support.',
  },
  support: {
    question: 'How do I reach support?',
    answer:
      'Open the help centre on any page, at any time, to read guides or chat with the Biggie AI Assistant. Our support team replies to every ticket within 2 business days.',
  },
  resale: {
    question: 'May I resell keys I bought?',
    answer:
      'No. Keys bought in our store are for your own use or as a gift; resale is forbidden. Businesses that want to sell keys to their customers can use our wholesale API.',
  },
  gifting: {
    question: 'Can I give a key as a present?',
    answer:
      'Yes. Choose to gift a key and enter your friend’s e-mail address twice; we send the key straight to them.',
  },
};
