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
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // The drawer closes on every navigation: one still under way (a sign-in's redirect,
    // say) can close it right after it opened, so open it again until the menu is out.
    await expect(async () => {
      if (!(await drawer.isVisible())) {
        await banner(page).getByRole('button', { name: 'Open menu' }).click();
      }
      const toggle = drawer.getByRole('button', { name: family, exact: true });
      if ((await toggle.getAttribute('aria-expanded', { timeout: 2000 })) !== 'true') {
        await toggle.click({ timeout: 2000 });
      }
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    return drawer;
  }
  const nav = banner(page).getByRole('navigation', { name: 'Main navigation' });
  // Menus close on every navigation too: a hover that landed while one was still under way
  // is lost, so point away and hover again until the menu is out.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await nav.getByRole('link', { name: family, exact: true }).hover({ timeout: 2000 });
    await expect(nav.getByRole('button', { name: `${family} menu` })).toHaveAttribute(
      'aria-expanded',
      'true',
      { timeout: 1000 },
    );
  }).toPass({ timeout: 20_000 });
  return nav;
}
