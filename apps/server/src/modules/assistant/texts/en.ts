import type { AssistantTexts } from './types';

export const en: AssistantTexts = {
  locale: 'en-GB',
  greeting: {
    customer: (firstName) =>
      `Hi${firstName ? ` ${firstName}` : ''}! I am Biggie AI Assistant. Ask me about your orders, keys and invoices, a refund, or how to activate a game.`,
    guest:
      'Hi! I am Biggie AI Assistant. Ask me how to redeem a code, where to find your codes and invoices, or what to do when an activation or identity check fails.',
  },
  help: {
    intro: (title) => `Here is what our help says about “${title}”:`,
    readMore: (url) => `Read more: ${url}`,
  },
  notSure:
    'I am not sure I understood your question, and I would rather not guess. Our help topics explain how to redeem codes, where to find your codes and invoices, and what to do when an activation or identity check fails.',
  signIn: {
    orders:
      'To look up your orders, keys, invoices or a refund, please sign in first, then ask me again here.',
    person:
      'To reach a person of our support team, please sign in and write to us in this chat. Your conversation is kept as a ticket, and our team replies within 2 business days.',
  },
  handOff: {
    asked_for_person:
      'Of course. I have passed this conversation to our support team: a person will reply here within 2 business days. You will also find the answer under History.',
    billing_dispute:
      'Questions about a charge are handled by a person of our support team. I have passed your conversation on: you will get an answer here within 2 business days.',
    identity:
      'Identity checks are handled by a person of our support team. I have passed your conversation on: you will get an answer here within 2 business days.',
    low_confidence:
      'I am not sure I can answer this correctly, so I have passed your question to our support team: a person will reply here within 2 business days.',
  },
  orders: {
    title: (orderId) => `Order ${orderId}`,
    intro: 'Here are your latest orders:',
    none: 'I do not see any orders in your account yet.',
    notFound: (orderId) => `I cannot find an order ${orderId} in your account.`,
    line: ({ id, date, status, items, total }) =>
      `• Order ${id} of ${date}: ${items}, total ${total}. ${status}`,
    status: {
      pending: 'It is waiting for payment.',
      paid: 'It is paid, and its keys are being delivered (usually instantly, at most within 24 hours).',
      under_review:
        'It is under review: we check some purchases before delivery, usually within 24 hours, and e-mail you once it is approved.',
      delivered: 'It is delivered: its keys are in your purchases.',
      expired: 'It expired because it was not paid in time.',
      failed: 'Its payment failed, so nothing was charged for it.',
      refunded: 'It was refunded.',
      cancelled: 'It was cancelled before payment.',
    },
    open: (url) => `Open it in your purchases: ${url}`,
  },
  invoice: {
    ready: (number, orderId) => `Invoice ${number} belongs to order ${orderId}.`,
    notYet: (orderId) =>
      `Order ${orderId} has no invoice yet: the invoice is made when the order is delivered.`,
    where: (url) => `You can download your invoices as PDF under Purchases › Invoices: ${url}`,
  },
  refund: {
    eligible: (orderId, until) =>
      `Order ${orderId} can still be cancelled for a full refund until ${until}. Use “Cancel and refund” on the order in your purchases; the money is back on your payment method within 5–10 business days.`,
    refused: {
      status: (orderId) => `Order ${orderId} cannot be refunded in its current state.`,
      revealed: (orderId) =>
        `Order ${orderId} cannot be refunded because one of its keys has been revealed.`,
      gifted: (orderId) =>
        `Order ${orderId} cannot be refunded because one of its keys has been sent as a gift.`,
      window: (orderId) => `The 7-day refund window of order ${orderId} has ended.`,
    },
  },
  activation: {
    intro: (platform) => `This is how you activate a key on ${platform}:`,
  },
  keyValue:
    'I never show or send key codes in the chat: for your security, a key is shown only in your purchases. Open Dashboard › Purchases, choose the order and press “Reveal key”. Please note that revealing cannot be undone and ends your right to an instant refund.',
  discount:
    'I cannot give out discount or coupon codes: support has none to give. What lowers your prices is your loyalty level: from level 2 you get 3 % off at checkout, then 5 %, 7 % and 10 % at levels 3 to 5, applied automatically.',
  instructions:
    'I cannot share how I am set up, but I am happy to help with your orders, keys and invoices or with anything in our help topics.',
  guard: {
    keyHidden: '[key hidden]',
    refundUnconfirmed:
      'I cannot promise a refund. Whether an order can be refunded depends on its keys and the 7-day window; you see it on the order in your purchases, and I can check it for you if you tell me which order it is.',
  },
};
