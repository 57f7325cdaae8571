import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Entrance animations fade colours in; axe must judge the final contrast. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Spinners and other endless animations never finish; only entrances matter here.
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
}

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page once its entrance animations are
 * over, each with (up to five of) the elements it names.
 */
export async function seriousViolations(page: Page) {
  await animationsDone(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}
