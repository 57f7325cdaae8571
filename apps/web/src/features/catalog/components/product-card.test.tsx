import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { entry, platforms, product } from '../../../test/fixtures';
import { ProductCard } from './product-card';

const platformsById = new Map(platforms.map((platform) => [platform._id, platform]));

function renderCard(props: Partial<Parameters<typeof ProductCard>[0]> = {}) {
  const card = product({
    _id: '1',
    title: 'Elden Ring',
    slug: 'elden-ring',
    platforms: [entry({ platformId: '7', price: 5999 })],
  });
  render(
    <MemoryRouter>
      <ProductCard
        product={card}
        platforms={platformsById}
        currency={{ code: 'EUR', symbol: '€' }}
        {...props}
      />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article'));
}

describe('ProductCard', () => {
  it('places an action in the corner, outside the link to the product', () => {
    const card = renderCard({ action: <button type="button">Save to favourites</button> });
    const action = card.getByRole('button', { name: 'Save to favourites' });
    expect(card.getByRole('link', { name: 'Elden Ring' })).not.toContainElement(action);
    expect(action.parentElement).toHaveClass('absolute', 'top-2', 'right-2');
  });

  it.each([
    ['EUR', '€', '€59.99'],
    ['JPY', '¥', '¥5999'],
    ['KWD', 'KD', 'KD5.999'],
  ])('shows the price in %s with the currency’s own decimals', (code, symbol, shown) => {
    const card = renderCard({ currency: { code, symbol } });
    expect(card.getByText(shown)).toBeInTheDocument();
  });

  it('has no action slot unless one is given', () => {
    const card = renderCard();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives the cover a small and a large source, a fixed size, and loads it lazily', () => {
    const image = renderCard({ imageSizes: '50vw' }).getByRole('img', {
      name: 'Cover art of Elden Ring',
    });
    expect(image).toHaveAttribute(
      'srcset',
      '/media/products/1/small.webp 300w, /media/products/1/cover.webp 600w',
    );
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads the cover at once when the card is above the fold', () => {
    const image = renderCard({ eager: true }).getByRole('img');
    expect(image).toHaveAttribute('loading', 'eager');
  });
});
