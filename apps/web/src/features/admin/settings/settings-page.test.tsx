import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCsrfCookie } from '../../../test/account-fixtures';
import { stubApi, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { staffMember, staffMeReply } from '../testing/admin-api';

const SLOW = { timeout: 20_000 };

function settingsApi(initial = { underConstruction: false }) {
  let state = {
    underConstruction: initial.underConstruction,
    supportEmail: 'support@bigkeys.local',
    supportEmailIsDefault: true,
  };
  const patches: FakeRequest[] = [];
  stubApi({
    '/admin/me': () => staffMeReply(staffMember('admin')),
    '/admin/settings': (_url, request) => {
      if (request.method === 'PATCH') {
        patches.push(request);
        state = { ...state, ...(request.body as object) };
      }
      return { body: state };
    },
    '/admin/careers/positions': () => ({ body: { positions: [] } }),
  });
  return patches;
}

describe('the maintenance switch', SLOW, () => {
  it('asks first, saying what customers will see, then puts the store under construction', async () => {
    setCsrfCookie('csrf-token-9');
    const patches = settingsApi();
    renderApp('/admin/settings');

    const toggle = await screen.findByRole('switch', { name: 'Store under construction' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Put the store under construction?',
    });
    expect(dialog).toHaveAccessibleDescription(
      /Customers will see the under-construction page on every page/,
    );
    expect(patches).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Put under construction' }));

    expect(await screen.findByText('The store is under construction.')).toBeVisible();
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toEqual({ underConstruction: true });
    expect(patches[0]?.headers.get('x-csrf-token')).toBe('csrf-token-9');
    await waitFor(() => {
      expect(screen.getByRole('switch', { name: 'Store under construction' })).toBeChecked();
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('changes nothing when the question is cancelled', async () => {
    const patches = settingsApi();
    renderApp('/admin/settings');

    fireEvent.click(await screen.findByRole('switch', { name: 'Store under construction' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('switch', { name: 'Store under construction' })).not.toBeChecked();
    expect(patches).toHaveLength(0);
  });

  it('opens the store again after asking', async () => {
    const patches = settingsApi({ underConstruction: true });
    renderApp('/admin/settings');

    const toggle = await screen.findByRole('switch', { name: 'Store under construction' });
    expect(toggle).toBeChecked();
    expect(screen.getByText('On: customers see the under-construction page.')).toBeVisible();
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('alertdialog', { name: 'Open the store again?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the store' }));

    expect(await screen.findByText('The store is open again.')).toBeVisible();
    expect(patches[0]?.body).toEqual({ underConstruction: false });
  });

  it('checks the support address before saving it', async () => {
    const patches = settingsApi();
    renderApp('/admin/settings');

    const field = await screen.findByRole('textbox', { name: /Support e-mail/ });
    fireEvent.change(field, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeVisible();
    expect(patches).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'care@bigkeys.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The support address is saved.')).toBeVisible();
    expect(patches[0]?.body).toEqual({ supportEmail: 'care@bigkeys.test' });
  });

  it('offers the newsletter list as a download', async () => {
    settingsApi();
    renderApp('/admin/settings');
    const link = await screen.findByRole('link', { name: 'Download CSV' });
    expect(link).toHaveAttribute('href', '/api/v1/admin/newsletter/export.csv');
    expect(link).toHaveAttribute('download');
  });
});
