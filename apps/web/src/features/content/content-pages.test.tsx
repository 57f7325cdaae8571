import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../../lib/i18n';
import { stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// Each page and each language compiles on first use, which takes a while on a cold start.
const PAGE_TEST_TIMEOUT_MS = 30_000;

/** The element an anchor id names, which must be a section that clears the sticky header. */
function sectionById(id: string) {
  const section = document.getElementById(id);
  if (!section) throw new Error(`No element with id ${id}`);
  expect(section.tagName).toBe('SECTION');
  expect(section).toHaveClass('scroll-mt-32');
  return within(section);
}

function planCard(name: string) {
  return within(screen.getByRole('article', { name }));
}

describe('about page', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the five anchored sections, the plans with their quotas and the FAQs', async () => {
    stubApi({});
    renderApp('/about');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Games, gift cards and subscriptions, delivered in an instant',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => {
      expect(document.title).toBe('About us – BigKeys');
    });

    const sections = {
      products: 'Everything you play, in one store',
      highlights: 'Why players shop with BigKeys',
      loyalty: 'Play more, save up to 10%',
      pricing: 'Wholesale API plans for businesses',
      faqs: 'Frequently asked questions',
    };
    for (const [id, title] of Object.entries(sections)) {
      expect(sectionById(id).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }

    const jumpLinks = within(screen.getByRole('navigation', { name: 'On this page' }));
    expect(jumpLinks.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/about#pricing',
    );

    const products = sectionById('products');
    expect(products.getByRole('link', { name: 'Browse gift cards' })).toHaveAttribute(
      'href',
      '/products?type=3',
    );
    expect(products.getByRole('link', { name: 'Nintendo' })).toHaveAttribute(
      'href',
      '/products?category=nt',
    );
    expect(sectionById('highlights').getByText('Instant delivery')).toBeInTheDocument();

    expect(planCard('Basic').getByText('100')).toBeInTheDocument();
    expect(planCard('Pro').getByText('10,000')).toBeInTheDocument();
    expect(planCard('Pro').getByText('Most popular')).toBeInTheDocument();
    expect(planCard('Enterprise').getByText('Unlimited')).toBeInTheDocument();
    expect(
      planCard('Enterprise').getByRole('link', { name: 'Ask about Enterprise' }),
    ).toHaveAttribute('href', '/contactus');

    // The levels come from the rules the checkout applies, so the page and the cart agree.
    const loyalty = sectionById('loyalty');
    const levelCards = loyalty.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
    expect(levelCards.map((item) => item.textContent)).toEqual([
      'Level 1New ChallengerFrom 0 XPWhere every player starts',
      'Level 2Loot HunterFrom 250 XP3% off every order',
      'Level 3Elite RaiderFrom 750 XP5% off every order',
      'Level 4Mythic ChampionFrom 2,000 XP7% off every order',
      'Level 5Legendary Vault GuardianFrom 5,000 XP10% off every order',
    ]);
    expect(loyalty.getByText('1 XP for every euro of a delivered order.')).toBeInTheDocument();
    expect(loyalty.getByText(/A refunded order takes its points back/)).toBeInTheDocument();
    expect(loyalty.getByText(/prestige up to 5 times/)).toBeInTheDocument();

    const faqs = sectionById('faqs');
    expect(faqs.getAllByRole('button', { expanded: false })).toHaveLength(8);
    const question = faqs.getByRole('button', { name: 'Can I return a product?' });
    const answer = /ask for a return within 7 days/;
    expect(faqs.getByText(answer)).not.toBeVisible();
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(faqs.getByText(answer)).toBeVisible();
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(faqs.getByText(answer)).not.toBeVisible();

    const cta = within(screen.getByRole('region', { name: 'Still have a question?' }));
    expect(cta.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactus');
  });

  it('is translated, with quotas in the local number format', async () => {
    // Chosen as in the footer, so the region the server announces keeps it.
    await chooseLanguage('de');
    stubApi({});
    renderApp('/about');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Spiele, Geschenkkarten und Abos – sofort geliefert',
      }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Über uns – BigKeys');
    });
    expect(
      sectionById('faqs').getByRole('heading', { level: 2, name: 'Häufig gestellte Fragen' }),
    ).toBeInTheDocument();
    expect(planCard('Basic').getByText('100')).toBeInTheDocument();
    expect(planCard('Pro').getByText('10.000')).toBeInTheDocument();
    expect(planCard('Enterprise').getByText('Unbegrenzt')).toBeInTheDocument();
    expect(planCard('Pro').getByText('Anfragen pro Monat')).toBeInTheDocument();
  });

  it('renders offline, with every request failing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/about');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Wholesale API plans for businesses' }),
    ).toBeInTheDocument();
    expect(planCard('Pro').getByText('10,000')).toBeInTheDocument();
  });
});

describe('POS terminals page', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('explains the offering in steps and leads to the contact form', async () => {
    stubApi({});
    renderApp('/about/pos');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sell game cards and keys at your counter',
      }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('POS terminals – BigKeys');
    });
    const steps = sectionById('how-it-works');
    expect(
      steps.getByRole('heading', { level: 2, name: 'Four steps at the counter' }),
    ).toBeInTheDocument();
    expect(steps.getAllByRole('listitem')).toHaveLength(4);
    expect(
      sectionById('benefits').getByRole('heading', { level: 3, name: 'No stock on the shelf' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Talk to our team' })).toHaveAttribute(
      'href',
      '/contactus',
    );
  });

  it('is translated', async () => {
    await chooseLanguage('fr');
    stubApi({});
    renderApp('/about/pos');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Vendez cartes et clés de jeux à votre comptoir',
      }),
    ).toBeInTheDocument();
    expect(sectionById('how-it-works').getByText('Imprimer le code')).toBeInTheDocument();
  });
});

describe('wholesale API page', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows what the API offers, authentication, the plans and the resale rules', async () => {
    stubApi({});
    renderApp('/about/api');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The BigKeys wholesale API' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(document.title).toBe('Wholesale API – BigKeys');
    });
    expect(screen.getAllByText('99.9%').length).toBeGreaterThan(0);
    expect(
      sectionById('features').getByRole('heading', { level: 3, name: 'Ordering' }),
    ).toBeInTheDocument();

    const auth = sectionById('authentication');
    expect(auth.getByRole('region', { name: 'Request' })).toHaveTextContent(
      'POST /wholesale/v1/orders',
    );
    expect(auth.getByRole('region', { name: 'Response' })).toHaveTextContent(
      '"status": "confirmed"',
    );

    const plans = sectionById('plans');
    expect(plans.getByRole('article', { name: 'Basic' })).toHaveTextContent(
      '100requests per month',
    );
    expect(plans.getByRole('article', { name: 'Pro' })).toHaveTextContent(
      '10,000requests per month',
    );
    expect(plans.getByRole('article', { name: 'Enterprise' })).toHaveTextContent('Unlimited');

    expect(sectionById('resale').getByText(/resale is forbidden/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/about/api#plans',
    );
  });

  it('is translated, with quotas in the local number format', async () => {
    await chooseLanguage('it');
    stubApi({});
    renderApp('/about/api');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'L’API all’ingrosso di BigKeys' }),
    ).toBeInTheDocument();
    const plans = sectionById('plans');
    expect(
      within(plans.getByRole('article', { name: 'Pro' })).getByText('10.000'),
    ).toBeInTheDocument();
    expect(
      within(plans.getByRole('article', { name: 'Enterprise' })).getByText('Illimitate'),
    ).toBeInTheDocument();
    expect(sectionById('resale').getByText(/la rivendita è vietata/)).toBeInTheDocument();
  });
});
