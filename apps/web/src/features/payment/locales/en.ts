import { CHECKOUT_MESSAGES } from '@store/shared/schemas/checkout';
import { PAYMENT_MESSAGES } from '@store/shared/schemas/payments';
import { PURCHASE_MESSAGES } from '@store/shared/schemas/purchases';

// Plain strings, so the other languages can say them their own way.
const payment: Readonly<Record<keyof typeof PAYMENT_MESSAGES, string>> = PAYMENT_MESSAGES;
const checkout: Readonly<Record<keyof typeof CHECKOUT_MESSAGES, string>> = CHECKOUT_MESSAGES;
const purchase: Readonly<Record<keyof typeof PURCHASE_MESSAGES, string>> = PURCHASE_MESSAGES;

/** English texts of payment; the other languages mirror these keys. */
export const paymentEn = {
  title: 'Payment',
  intro: 'Pay for your order by card. Your keys are held for you while you pay.',
  preparing: 'Preparing your order…',
  empty: {
    title: 'Your cart is empty',
    description: 'Add a game, gift card or subscription to your cart before paying.',
    browse: 'Browse products',
  },
  summary: {
    title: 'Order summary',
    order: 'Order {{id}}',
    subtotal: 'Subtotal',
    discount: 'Discount',
    levelDiscount: 'Level discount',
    levelDiscountOf: 'Level discount ({{level}}, {{percent}}%)',
    total: 'Total',
    vat: 'Prices include VAT',
    reservation: 'Keys reserved for',
    expired: 'Expired',
    editCart: 'Edit cart',
  },
  expired: {
    title: 'Your reservation has expired',
    description: 'The keys are no longer held for you. Start again to reserve them anew.',
    restart: 'Start again',
  },
  intentErrors: {
    // The spec's texts (section 8), and the server's where it has the words.
    tooManyFailures: checkout.tooManyFailures,
    outOfStock: checkout.outOfStock,
    productNotFound: checkout.productNotFound,
    emailNotVerified: checkout.emailNotVerified,
    profileIncomplete: checkout.profileIncomplete,
    checkoutChanged: 'Your cart changed while you were paying. Please start again.',
    checkoutReplaced: checkout.checkoutReplaced,
    failed: 'Failed to create payment intent due to non-200 response',
    unexpected: 'An unexpected error occurred',
    outOfStockHint: 'Remove the product from your cart or lower its quantity, then try again.',
    accountHint: 'Finish your account settings, then come back to pay.',
    tooManyFailuresHint: 'Please wait a few minutes before you try again.',
    checkoutReplacedHint:
      'Only your latest checkout holds keys for you. Pay in the tab or on the device where you started it, or start again here.',
    backToCart: 'Back to cart',
    openSettings: 'Open account settings',
    startAgain: 'Start again',
    retry: 'Try again',
  },
  card: {
    title: 'Card details',
    description: 'Served by the store’s sandbox payment provider: no real money is taken.',
    number: 'Card number',
    expiry: 'Expiry date',
    expiryHint: 'MM/YY',
    cvc: 'Security code',
    cvcHint_one: '{{count}} digit on the back of the card',
    cvcHint_other: '{{count}} digits on the back of the card',
    holder: 'Name on card',
    pay: 'Pay {{amount}}',
    brands: {
      visa: 'Visa',
      mastercard: 'Mastercard',
      amex: 'American Express',
      unknown: 'Card',
    },
    tryAnother: 'You can try again with another card.',
    newPayment: 'Preparing a new payment…',
  },
  testCards: {
    title: 'Sandbox test cards',
    description:
      'Use any expiry date in the future, any name and any security code of the right length.',
    succeeds: 'Succeeds',
    declined: 'Declined',
    insufficientFunds: 'Insufficient funds',
    threeDSecure: '3-D Secure check',
  },
  challenge: {
    bank: 'Sandbox Bank',
    title: '3-D Secure check',
    description:
      'Confirm that you want to pay {{amount}} to BigKeys with your card ending in {{last4}}.',
    approve: 'Approve',
    deny: 'Deny',
    note: 'This check is simulated by the store; no bank is contacted.',
  },
  messages: {
    ...payment,
    unexpected: 'An unexpected error occurred',
  },
  complete: {
    checking: 'Checking your payment…',
    processingHint: 'We check again every 2 seconds.',
    liveHint: 'This page updates as soon as your payment goes through.',
    stalled: 'Your payment is taking longer than usual.',
    stalledHint: 'Check again in a moment. Your keys stay reserved while the payment is processed.',
    checkAgain: 'Check again',
    thankYou: 'Thank you for your order',
    thankYouDescription: 'Your payment went through.',
    orderId: 'Order number',
    status: 'Status',
    statuses: {
      pending: 'Awaiting payment',
      paid: 'Paid',
      under_review: 'Under review',
      delivered: 'Delivered',
      expired: 'Expired',
      failed: 'Failed',
      refunded: 'Refunded',
      cancelled: 'Cancelled',
    },
    keysNote: 'Your keys will be in Purchases in your dashboard.',
    keysTitle: 'Your keys',
    underReview: purchase.underReview,
    notCompleted: 'This order was not completed. Any amount taken from your card will be refunded.',
    progress: {
      title: 'Order progress',
      stepsLabel: 'Steps of your order',
      done: 'All done',
      steps: {
        payment: 'Payment received',
        review: 'Security check',
        keys: 'Keys assigned',
        invoice: 'Invoice created',
        receipt: 'Receipt sent',
      },
      states: {
        done: 'done',
        current: 'in progress',
        upcoming: 'to come',
      },
    },
    receipt: {
      sending: 'Sending your receipt…',
      sent: 'We have e-mailed your receipt.',
      sentWithInvoice: 'We have e-mailed your receipt with invoice {{number}}.',
      failed: 'We could not e-mail your receipt. Your invoice is in Purchases in your dashboard.',
      off: 'E-mail notifications are off, so no receipt was sent. Invoice {{number}} is in Purchases in your dashboard.',
    },
    purchases: 'Go to Purchases',
    continueShopping: 'Continue shopping',
    failedHint: 'Your card was not charged. You can try again with another card.',
    backToPayment: 'Back to payment',
    invalidHint: 'This payment link does not belong to your account or is incomplete.',
    backToCart: 'Back to cart',
  },
};

export type PaymentTexts = typeof paymentEn;
