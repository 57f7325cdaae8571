/** The payment methods the store accepts (spec section 2), as shipped badges. */
const PAYMENT_METHODS = [
  { slug: 'visa', name: 'Visa' },
  { slug: 'mastercard', name: 'Mastercard' },
  { slug: 'applepay', name: 'Apple Pay' },
  { slug: 'googlepay', name: 'Google Pay' },
  { slug: 'klarna', name: 'Klarna' },
  { slug: 'paypal', name: 'PayPal' },
] as const;

/** The accepted payment methods' badges, each named by its brand for assistive tech. */
export function PaymentIcons() {
  return (
    <ul className="flex flex-wrap gap-2">
      {PAYMENT_METHODS.map((method) => (
        <li key={method.slug}>
          <img
            src={`/img/payments/${method.slug}.svg`}
            alt={method.name}
            width={48}
            height={32}
            loading="lazy"
            decoding="async"
            className="block h-8 w-12"
          />
        </li>
      ))}
    </ul>
  );
}
