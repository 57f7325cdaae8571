import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { useAuthStore } from '../../stores/auth';

/** The cookie the server sets when a page is opened with `?ref=CODE` (spec section 9). */
function setReferralCookie(value: string) {
  document.cookie = `bs_referral=${value}; path=/`;
}

function registrationApi() {
  stubApi({
    '/product/countries': () => ({ body: [] }),
    '/auth/providers': () => ({ body: [] }),
  });
}

afterEach(() => {
  document.cookie = 'bs_referral=; path=/; max-age=0';
});

describe('registration with a referral', () => {
  it('takes the code from the referral cookie when the visit has none', async () => {
    registrationApi();
    setReferralCookie('COOKIE42');
    renderApp('/register');

    expect(await screen.findByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue(
      'COOKIE42',
    );
  });

  it('keeps the first link’s code from the cookie over a later link’s', async () => {
    registrationApi();
    setReferralCookie('COOKIE42');
    useAuthStore.getState().setPendingReferralCode('LATER42');
    renderApp('/register?ref=LATER42');

    expect(await screen.findByRole('textbox', { name: 'Referral code (optional)' })).toHaveValue(
      'COOKIE42',
    );
  });
});
