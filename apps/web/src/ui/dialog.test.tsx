import { fireEvent, render, screen, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Harness({ role, onClose }: { role?: 'dialog' | 'alertdialog'; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </button>
      {open ? (
        <Dialog
          title="Send a gift"
          description="The key goes to this address."
          closeLabel="Close"
          role={role}
          initialFocusRef={role === 'alertdialog' ? confirmRef : undefined}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
          footer={
            <button ref={confirmRef} type="button">
              Send
            </button>
          }
        >
          <input aria-label="E-mail" />
        </Dialog>
      ) : null}
    </main>
  );
}

function openDialog(role?: 'dialog' | 'alertdialog') {
  render(<Harness role={role} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('is named by its title, described, and takes the focus', () => {
    openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Send a gift' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('The key goes to this address.');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('focuses the control asked for', () => {
    openDialog('alertdialog');
    const dialog = screen.getByRole('alertdialog', { name: 'Send a gift' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('keeps Tab inside: from the last control to the first and back', () => {
    openDialog();
    const dialog = within(screen.getByRole('dialog'));
    const first = dialog.getByRole('button', { name: 'Close' });
    const last = dialog.getByRole('button', { name: 'Send' });
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false);
    expect(first).toHaveFocus();
    expect(fireEvent.keyDown(first, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(last).toHaveFocus();
    // In between, Tab is left to the browser.
    const field = dialog.getByRole('textbox', { name: 'E-mail' });
    field.focus();
    expect(fireEvent.keyDown(field, { key: 'Tab' })).toBe(true);
  });

  it('makes the page behind inert while open', () => {
    const opener = openDialog();
    expect(opener.closest('[inert]')).not.toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('closes on Escape and hands focus back to its opener', () => {
    const opener = openDialog();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'E-mail' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on its close button and on a click beside it', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = screen.getByRole('dialog').previousElementSibling;
    fireEvent.click(backdrop as Element);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks for a decision as an alert dialog: a click beside it does not dismiss it', () => {
    openDialog('alertdialog');
    const backdrop = screen.getByRole('alertdialog').previousElementSibling;
    fireEvent.click(backdrop as Element);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
