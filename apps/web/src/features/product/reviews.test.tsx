import { CSRF_HEADER } from '@store/shared/schemas/auth';
import {
  REVIEW_EMAIL_UNVERIFIED,
  REVIEW_MESSAGES,
  type ReviewBody,
} from '@store/shared/schemas/reviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authReply, setCsrfCookie } from '../../test/account-fixtures';
import type { FakeRoute } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { review, reviewList, stubProductApi } from './testing/product-api';

const SLOW = { timeout: 20_000 };
const PAGE = '/game/pc/steam/elden-ring';

const reviewsSection = async () => within(await screen.findByRole('region', { name: 'Reviews' }));

const signedIn: Record<string, FakeRoute> = {
  '/auth/me': () => ({ body: authReply() }),
  // The favourite heart of a signed-in customer asks which entries are saved.
  '/users/favorites': () => ({ body: { favorites: [], currency: 'EUR', currencySymbol: '€' } }),
};

describe('reviews', SLOW, () => {
  it('lists reviews with their marks and shows markup in a comment as text', async () => {
    const attack = '<script>window.hacked = true</script><b>bold?</b>';
    stubProductApi({
      '/product/reviews/1': () => ({
        body: reviewList([
          review({ _id: 'r1', user: 'Mallory M.', rating: 2, comment: attack }),
          review({ _id: 'r2', user: 'Grace H.', rating: 5, verifiedPurchase: true }),
        ]),
      }),
    });
    renderApp(PAGE);
    const section = await reviewsSection();

    expect(await section.findByText(attack)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const items = section.getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement).getByRole('img', { name: 'Rated 2 out of 5' }),
    ).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('Verified purchase')).toBeNull();
    expect(within(items[1] as HTMLElement).getByText('Verified purchase')).toBeInTheDocument();
    expect(section.getByText('2 reviews')).toBeInTheDocument();
  });

  it('loads more reviews a page at a time', async () => {
    const pages: string[] = [];
    stubProductApi({
      '/product/reviews/1': (url) => {
        const page = Number(url.searchParams.get('page'));
        pages.push(`${page}/${url.searchParams.get('pageSize')}`);
        const ids = page === 1 ? ['a', 'b', 'c', 'd', 'e'] : ['f'];
        return {
          body: reviewList(
            ids.map((id) => review({ _id: id, user: `Reader ${id}` })),
            { count: 6, page },
          ),
        };
      },
    });
    renderApp(PAGE);
    const section = await reviewsSection();
    expect(await section.findByText('Reader e')).toBeInTheDocument();
    expect(section.queryByText('Reader f')).toBeNull();

    fireEvent.click(section.getByRole('button', { name: 'Show more reviews' }));
    expect(await section.findByText('Reader f')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(pages).toEqual(['1/5', '2/5']);
  });

  it('asks guests to sign in instead of showing the form', async () => {
    stubProductApi();
    renderApp(PAGE);
    const section = await reviewsSection();
    expect(await section.findByText('A masterpiece.')).toBeInTheDocument();
    expect(section.queryByRole('form')).toBeNull();
    expect(section.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      `/login?redirect=${PAGE}%23reviews`,
    );
  });

  it('needs a rating, then posts the review and lists it', async () => {
    setCsrfCookie('csrf-1');
    const posted: { body: unknown; csrf: string | null }[] = [];
    let list = reviewList([review({ _id: 'r1' })]);
    stubProductApi({
      ...signedIn,
      '/product/reviews/1': () => ({ body: list }),
      '/product/reviews': (_url, request) => {
        posted.push({ body: request.body, csrf: request.headers.get(CSRF_HEADER) });
        const body = request.body as ReviewBody;
        const mine = review({ _id: 'r9', ...body, productId: '1', user: 'Ada L.', own: true });
        list = reviewList([mine, review({ _id: 'r1' })]);
        return { status: 201, body: { review: mine, replaced: false } };
      },
    });
    renderApp(PAGE);
    const section = await reviewsSection();
    const form = within(await section.findByRole('form', { name: 'Write a review' }));

    fireEvent.change(form.getByLabelText(/Your review/), {
      target: { value: '  Loved every minute.  ' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Post review' }));
    expect(await form.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    fireEvent.click(form.getByRole('radio', { name: '4 stars' }));
    expect(form.queryByText('Choose a rating from 1 to 5 stars.')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Post review' }));

    expect(await section.findByText('Thank you! Your review has been posted.')).toBeInTheDocument();
    expect(posted).toEqual([
      { body: { productId: 1, rating: 4, comment: 'Loved every minute.' }, csrf: 'csrf-1' },
    ]);
    await waitFor(() => {
      expect(section.getAllByRole('article')).toHaveLength(2);
    });
    const mine = within(section.getAllByRole('article')[0] as HTMLElement);
    expect(mine.getByText('Loved every minute.')).toBeInTheDocument();
    expect(mine.getByText('Your review')).toBeInTheDocument();
    // The form now starts from the customer's review, which a new one replaces.
    const again = within(section.getByRole('form', { name: 'Update your review' }));
    expect(again.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('refuses a comment that is too short, and shows the server’s refusal translated', async () => {
    stubProductApi({
      ...signedIn,
      '/product/reviews': () => ({
        status: 400,
        // Worded in whatever language the server answered in: the field is what counts.
        body: {
          message: 'Wähle eine Bewertung von 1 bis 5 Sternen.',
          code: 'VALIDATION_ERROR',
          details: [{ path: 'body.rating', message: 'Wähle eine Bewertung von 1 bis 5 Sternen.' }],
        },
      }),
    });
    renderApp(PAGE);
    const form = within(
      await (await reviewsSection()).findByRole('form', { name: 'Write a review' }),
    );
    fireEvent.click(form.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(form.getByLabelText(/Your review/), { target: { value: ' ok ' } });
    fireEvent.click(form.getByRole('button', { name: 'Post review' }));
    expect(
      await form.findByText('Your review must be 3 to 2000 characters long.'),
    ).toBeInTheDocument();

    fireEvent.change(form.getByLabelText(/Your review/), { target: { value: 'Fine game.' } });
    fireEvent.click(form.getByRole('button', { name: 'Post review' }));
    await waitFor(() => {
      expect(form.getByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars.');
    });
  });

  it('tells a customer whose e-mail is unconfirmed why the review was refused', async () => {
    stubProductApi({
      ...signedIn,
      '/product/reviews': () => ({
        status: 403,
        body: {
          message: REVIEW_MESSAGES.emailUnverified,
          code: REVIEW_EMAIL_UNVERIFIED,
        },
      }),
    });
    renderApp(PAGE);
    const form = within(
      await (await reviewsSection()).findByRole('form', { name: 'Write a review' }),
    );
    fireEvent.click(form.getByRole('radio', { name: '5 stars' }));
    fireEvent.change(form.getByLabelText(/Your review/), { target: { value: 'Great game.' } });
    fireEvent.click(form.getByRole('button', { name: 'Post review' }));
    await waitFor(() => {
      expect(form.getByRole('alert')).toHaveTextContent(
        'Please confirm your e-mail address before writing a review.',
      );
    });
  });
});
