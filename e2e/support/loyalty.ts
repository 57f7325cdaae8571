import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Entry, Product } from './checkout';

// Loyalty comes from delivered orders. The orders a test only needs as history are bought the
// way the web buys them (the payment intent, then the card at the sandbox provider) with the
// customer's own session, which is far quicker than the card form each time.

const DAY_MS = 86_400_000;

/** An entry and its game as the catalogue lists them, prices in minor units. */
type ListedEntry = Entry & { price: number; salePrice: number | null };
type ListedProduct = Omit<Product, 'platforms'> & { releaseDate: string; platforms: ListedEntry[] };

/** An entry to buy, with the product it belongs to and what one unit costs after sale. */
export interface Choice {
  product: ListedProduct;
  entry: ListedEntry;
  /** The sale price when it lowers the price, else the price (EUR minor units). */
  unitPrice: number;
}

/** What the sandbox answers for a card, as far as these tests read it. */
interface PaymentReply {
  status: 'succeeded' | 'failed' | 'requires_action';
}

/** The payment intent's reply: the order and its totals in minor units. */
interface Intent {
  paymentId: string;
  clientSecret: string;
  orderId: string;
  currency: string;
  subtotal: number;
  discount: number;
  loyaltyDiscount: number;
  total: number;
}

export interface OrderSummary {
  orderId: string;
  status: string;
  currency: string;
  total: number;
  loyaltyDiscount: number;
  invoice: { invoiceId: string; number: string } | null;
}

/** What one unit costs: the sale price when it lowers the price, else the price. */
const effectivePrice = (entry: { price: number; salePrice: number | null }) =>
  entry.salePrice !== null && entry.salePrice < entry.price ? entry.salePrice : entry.price;

/**
 * Games in stock, one entry each, shuffled, whose price after sale is between `minUnitPrice`
 * and `maxUnitPrice` (EUR minor units). Games released in the last days are left out: buying
 * one at launch is an achievement of its own, which would give points a test does not expect.
 */
export async function gamesToBuy(
  request: APIRequestContext,
  options: { maxUnitPrice: number; minUnitPrice?: number },
): Promise<Choice[]> {
  // The list's filter takes major units; the prices are checked again below, after sale.
  const res = await request.get(
    `/api/v1/product/products?type=1&pageSize=100&maxPrice=${options.maxUnitPrice / 100}`,
  );
  expect(res.ok()).toBe(true);
  const { products, currency } = (await res.json()) as {
    products: ListedProduct[];
    currency: string;
  };
  expect(currency).toBe('EUR');
  const settled = Date.now() - 3 * DAY_MS;
  const picks = products.flatMap((product): Choice[] => {
    if (Date.parse(`${product.releaseDate}T00:00:00Z`) > settled) return [];
    const entry = product.platforms.find(
      (candidate) =>
        candidate.inStock &&
        effectivePrice(candidate) <= options.maxUnitPrice &&
        effectivePrice(candidate) >= (options.minUnitPrice ?? 1),
    );
    if (!entry) return [];
    const unitPrice = effectivePrice(entry);
    return [{ product, entry, unitPrice }];
  });
  // A different selection each run, so repeated runs do not empty one entry's stock.
  for (let i = picks.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [picks[i], picks[j]] = [picks[j] as Choice, picks[i] as Choice];
  }
  return picks;
}

/** The CSRF token the store set for the page's session, for requests outside the page. */
async function csrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('No XSRF-TOKEN cookie: is the customer signed in?');
  return cookie.value;
}

/**
 * Pays for one unit of each chosen game in one order, with the signed-in customer's session and
 * a card the sandbox accepts. Returns the order's id; what follows is up to the store's rules.
 */
export async function payForOrder(page: Page, picks: readonly Choice[]): Promise<string> {
  const request = page.request;
  const opened = await request.put('/api/v1/payment/create-payment-intent', {
    headers: {
      'x-csrf-token': await csrfToken(page),
      'cko-idempotency-key': randomUUID(),
    },
    data: {
      lines: picks.map(({ product, entry }) => ({
        productId: Number(product._id),
        platformGroupId: Number(entry._id),
        quantity: 1,
      })),
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const intent = (await opened.json()) as Intent;
  expect(intent.currency).toBe('EUR');

  const paid = await request.post(
    `/api/v1/sandbox/payments/${encodeURIComponent(intent.paymentId)}/confirm`,
    {
      data: {
        clientSecret: intent.clientSecret,
        card: {
          number: '4242424242424242',
          expMonth: 12,
          expYear: 30,
          cvc: '123',
          holder: 'Ada Lovelace',
        },
      },
    },
  );
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as PaymentReply).status).toBe('succeeded');
  return intent.orderId;
}

/** Buys the chosen games in one order and waits until it is delivered. */
export async function buyDelivered(page: Page, picks: readonly Choice[]): Promise<OrderSummary> {
  return waitForDelivery(page.request, await payForOrder(page, picks));
}

/** Waits until the customer's order has `status`; the order as the store lists it then. */
export async function waitForOrderStatus(
  request: APIRequestContext,
  orderId: string,
  status: string,
): Promise<OrderSummary> {
  let order: OrderSummary | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/users/orders/${encodeURIComponent(orderId)}`);
        if (!res.ok()) return `HTTP ${res.status()}`;
        order = (await res.json()) as OrderSummary;
        return order.status;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(status);
  if (!order) throw new Error(`Order ${orderId} was not read`);
  return order;
}

/** Waits until the customer's order is delivered (keys sent, invoice issued). */
export async function waitForDelivery(
  request: APIRequestContext,
  orderId: string,
): Promise<OrderSummary> {
  return waitForOrderStatus(request, orderId, 'delivered');
}

/** The customer's orders, newest first (the first page is plenty for these tests). */
export async function listOrders(request: APIRequestContext): Promise<OrderSummary[]> {
  const res = await request.get('/api/v1/users/orders');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { orders: OrderSummary[] }).orders;
}

export interface ProfileSummary {
  level: { current: number; name: string; xp: number };
  achievements: { id: string; status: string; current: number; target: number; xp: number }[];
}

/** The customer's level and achievements as the store counts them. */
export async function achievementProfile(request: APIRequestContext): Promise<ProfileSummary> {
  const res = await request.get('/api/v1/users/me/achievement-profile');
  expect(res.ok()).toBe(true);
  return (await res.json()) as ProfileSummary;
}

/**
 * Every notice the page shows from now on, in order, across page loads: each time one is put
 * on screen its text is recorded, so a notice shown twice is counted twice.
 */
export async function recordNotices(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await page.exposeBinding('__recordNotice', (_source, text: string) => {
    shown.push(text);
  });
  await page.addInitScript(() => {
    const record = (text: string) => {
      (window as unknown as { __recordNotice: (text: string) => void }).__recordNotice(text);
    };
    new MutationObserver((changes) => {
      changes.forEach((change) => {
        change.addedNodes.forEach((node) => {
          if (!(node instanceof HTMLElement)) return;
          // The notice area: a live status region holding one list item per notice.
          const items = node.matches('[role="status"] li')
            ? [node]
            : Array.from(node.querySelectorAll<HTMLElement>('[role="status"] li'));
          items.forEach((item) => {
            record(item.textContent.trim());
          });
        });
      });
    }).observe(document, { childList: true, subtree: true });
  });
  return shown;
}
