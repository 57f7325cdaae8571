import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MENU_ITEM_CLASSES, MenuButton } from './menu-button';

function renderMenu(onChoose = vi.fn()) {
  render(
    <div>
      <MenuButton trigger="Ada" heading={<p>ada@example.com</p>}>
        {['Overview', 'Purchases', 'Logout'].map((name) => (
          <button
            key={name}
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={MENU_ITEM_CLASSES}
            onClick={() => {
              onChoose(name);
            }}
          >
            {name}
          </button>
        ))}
      </MenuButton>
      <p>Elsewhere</p>
    </div>,
  );
  return screen.getByRole('button', { name: 'Ada' });
}

const item = (name: string) => screen.getByRole('menuitem', { name });

describe('MenuButton', () => {
  it('opens from the keyboard on the first or last item', () => {
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu', { name: 'Ada' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(item('Overview')).toHaveFocus();

    fireEvent.keyDown(menu, { key: 'Escape' });
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(item('Logout')).toHaveFocus();
  });

  it('moves with the arrows, wrapping, and with Home and End', () => {
    const button = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(item('Purchases')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'End' });
    expect(item('Logout')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(item('Overview')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(item('Logout')).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(item('Overview')).toHaveFocus();
  });

  it('closes on Escape with focus back on the button, and on Tab without it', () => {
    const button = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('toggles on click, closes when an item is chosen or on a click outside', () => {
    const onChoose = vi.fn();
    const button = renderMenu(onChoose);
    fireEvent.click(button);
    expect(within(screen.getByRole('menu')).getByText('ada@example.com')).toBeInTheDocument();
    fireEvent.click(item('Purchases'));
    expect(onChoose).toHaveBeenCalledWith('Purchases');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(button);
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
