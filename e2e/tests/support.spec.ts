import { expect, test, type Locator, type Page } from '../support/test';
import { seriousViolations } from '../support/axe';
import { registerVerified } from '../support/customers';
import { gamesToBuy, payForOrder, waitForOrderStatus } from '../support/loyalty';
import { rootAdmin, staffSend } from '../support/staff';

// The help widget's chat with Biggie AI Assistant, the hand-off to a person, the ticket in
// History and a staff reply arriving live, for a signed-in customer.

/** Opens the widget on the page shown and starts a new chat; returns its message list. */
async function startChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const widget = page.getByRole('dialog', { name: 'BigKeys Help' });
  await widget.getByRole('button', { name: /Start a new chat/ }).click();
  await expect(page.getByRole('dialog', { name: 'New chat' })).toBeVisible();
  return page.getByRole('log');
}

/** Writes in the open chat and sends it with Enter. */
async function say(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** The newest of the signed-in customer's tickets, as the API lists them. */
async function latestTicket(page: Page): Promise<{ _id: string; status: string }> {
  const res = await page.request.get('/api/v1/users/tickets');
  expect(res.ok()).toBe(true);
  const { tickets } = (await res.json()) as { tickets: { _id: string; status: string }[] };
  const ticket = tickets[0];
  if (!ticket) throw new Error('The customer has no ticket');
  return ticket;
}

/** A new customer hands a chat to a person; the chat is left open. Returns the ticket's id. */
async function handToPerson(page: Page): Promise<string> {
  await registerVerified(page);
  await page.goto('/');
  const log = await startChat(page);
  await say(page, 'I want to talk to a human, please.');
  await expect(log.getByText('I want to talk to a human, please.')).toBeVisible();
  await expect(log.getByText(/passed this conversation to our support team/)).toBeVisible();
  await expect(
    log.getByText(/A person from our support team will answer by \w+day, \w+ \d+\./),
  ).toBeVisible();
  return (await latestTicket(page))._id;
}

test('a customer who bought a game asks where the code is, and the answer links the purchase', async ({
  page,
}) => {
  await registerVerified(page);
  const [game] = await gamesToBuy(page.request, { maxUnitPrice: 3000 });
  if (!game) throw new Error('The seeded catalogue has no affordable game in stock');
  const orderId = await payForOrder(page, [game]);
  await waitForOrderStatus(page.request, orderId, 'delivered');

  await page.goto('/');
  const log = await startChat(page);
  await say(page, 'Where is my code?');

  // What was sent shows once the server has it, then Biggie's answer with the order's link.
  await expect(log.getByText('Where is my code?')).toBeVisible();
  const link = log.getByRole('link', { name: `Order ${orderId}` });
  await expect(link).toHaveAttribute('href', `/dashboard/purchases?order=${orderId}`);
  await expect(log.getByText(new RegExp(`Order ${orderId}`)).first()).toBeVisible();

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/purchases\\?order=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
  // The linked order is the one in view, marked and focused.
  const card = page.locator('article[aria-current="true"]');
  await expect(card.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  await expect(card).toBeFocused();
});

test('asking for a person hands the chat to the support team, and the ticket is in History', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await handToPerson(page);
  // The chat, its answers and the hand-off notice pass axe (in dark mode here; light below).
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Back' }).click();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('tab', { name: 'History' }).click();
  const list = page.getByRole('list', { name: 'Your conversations' });
  const ticket = list.getByRole('button').first();
  await expect(ticket).toContainText('Waiting for our team');
  await expect(ticket).toContainText(/Last message/);
  expect(await seriousViolations(page)).toEqual([]);

  await ticket.click();
  await expect(page.getByRole('dialog', { name: 'Your conversation' })).toBeVisible();
  await expect(page.getByRole('log').getByText('I want to talk to a human, please.')).toBeVisible();
});

test('a reply from the support team arrives live in the open chat, and the e-mail link opens the ticket', async ({
  page,
}) => {
  const ticketId = await handToPerson(page);
  const log = page.getByRole('log');

  const baseURL = process.env.STORE_URL;
  if (!baseURL) throw new Error('STORE_URL is not set: the global setup starts the store');
  const staff = await rootAdmin(baseURL);
  try {
    const reply = await staffSend(staff, 'POST', `/api/v1/admin/tickets/${ticketId}/reply`, {
      message: 'Hello Ada, I have looked into it: <b>all fine</b>.',
    });
    expect(reply.status(), await reply.text()).toBe(200);
  } finally {
    await staff.dispose();
  }

  // No reload: the open chat hears the reply, written as text, under the support team's name.
  const answer = log.getByText('Hello Ada, I have looked into it: <b>all fine</b>.');
  await expect(answer).toBeVisible();
  await expect(
    log.locator('li').filter({ hasText: 'I have looked into it: <b>all fine</b>.' }),
  ).toContainText('Support team');
  expect(await log.locator('b').count()).toBe(0);
  expect((await latestTicket(page)).status).toBe('answered');

  // The link of a support e-mail opens the conversation on any page.
  await page.goto(`/products?support=${ticketId}`);
  await expect(page.getByRole('dialog', { name: 'Your conversation' })).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  await expect(
    page.getByRole('log').getByText('Hello Ada, I have looked into it: <b>all fine</b>.'),
  ).toBeVisible();
});
