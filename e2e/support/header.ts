import { expect, type Page } from '@playwright/test';

/** The store's header. */
export const banner = (page: Page) => page.getByRole('banner');

/** The current page's query parameters. */
export function searchParams(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** Where a platform's games are: the desktop hover menu, or the phone's drawer. */
export async function openPlatformMenu(page: Page, isMobile: boolean, family: string) {
  if (isMobile) {
    await banner(page).getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: family, exact: true }).click();
    return drawer;
  }
  const nav = banner(page).getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: family, exact: true }).hover();
  await expect(nav.getByRole('button', { name: `${family} menu` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  return nav;
}
