import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalPage } from './legal-page';

afterEach(() => {
  vi.doUnmock('../content/en');
});

function renderTerms() {
  render(
    <MemoryRouter initialEntries={['/terms']}>
      <LegalPage page="terms" />
    </MemoryRouter>,
  );
}

describe('legal page states', () => {
  it('names the page at once and shows a loading state until the texts arrive', async () => {
    renderTerms();

    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    expect(await screen.findByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a retry when the texts cannot be loaded', async () => {
    vi.doMock('../content/en', () => {
      throw new Error('offline');
    });
    renderTerms();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();

    vi.doUnmock('../content/en');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
