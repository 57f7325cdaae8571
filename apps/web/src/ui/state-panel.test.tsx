import { render, screen } from '@testing-library/react';
import { Heart } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatePanel } from './state-panel';

describe('StatePanel', () => {
  it('announces an error at once and a wait politely; an empty list stays quiet', () => {
    render(
      <>
        <StatePanel variant="error" title="Could not load" description="Try again." />
        <StatePanel variant="loading" title="Still working" />
        <StatePanel icon={Heart} title="No favourites yet" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not loadTry again.');
    expect(screen.getByRole('status')).toHaveTextContent('Still working');
    expect(screen.getByText('No favourites yet').parentElement).not.toHaveAttribute('role');
  });

  it('announces an empty answer to a search when asked', () => {
    render(<StatePanel icon={Heart} role="status" title="Nothing found" />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing found');
  });
});
