import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is named by its label and describes itself by its hint', () => {
    render(<TextField label="E-mail" hint="We never share it." type="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
  });

  it('ties an error to the input and marks it invalid and required', () => {
    render(<TextField label="E-mail" error="Enter a valid e-mail." hint="Any address." required />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    // The error first, so it is heard before the hint.
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail. Any address.');
    expect(input).toHaveClass('border-rose-500');
  });
});
