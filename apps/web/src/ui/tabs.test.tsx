import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const TABS = [
  { id: 'orders', label: 'Orders' },
  { id: 'invoices', label: 'Invoices' },
  { id: 'gifts', label: 'Gifts' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<(typeof TABS)[number]['id']>('orders');
  return (
    <Tabs label="Purchases" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>Content of {selected}</p>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('has one tab stop and a panel named by the selected tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Purchases' })).toBeInTheDocument();
    expect(tab('Orders')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Orders')).toHaveAttribute('tabindex', '0');
    expect(tab('Invoices')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Orders' })).toHaveTextContent('Content of orders');
    expect(tab('Orders')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
  });

  it('moves with the arrow keys, wrapping, and selects as it goes', () => {
    render(<Harness />);
    fireEvent.keyDown(tab('Orders'), { key: 'ArrowRight' });
    expect(tab('Invoices')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Invoices')).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Invoices' })).toHaveTextContent(
      'Content of invoices',
    );

    fireEvent.keyDown(tab('Invoices'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('Orders'), { key: 'ArrowLeft' });
    expect(tab('Gifts')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Gifts')).toHaveFocus();
    fireEvent.keyDown(tab('Gifts'), { key: 'ArrowRight' });
    expect(tab('Orders')).toHaveFocus();
  });

  it('goes to the ends with Home and End, and selects on click', () => {
    render(<Harness />);
    fireEvent.keyDown(tab('Orders'), { key: 'End' });
    expect(tab('Gifts')).toHaveFocus();
    fireEvent.keyDown(tab('Gifts'), { key: 'Home' });
    expect(tab('Orders')).toHaveFocus();
    fireEvent.click(tab('Invoices'));
    expect(tab('Invoices')).toHaveAttribute('aria-selected', 'true');
    // Other keys are left alone.
    expect(fireEvent.keyDown(tab('Invoices'), { key: 'a' })).toBe(true);
  });
});
