import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The page's WCAG 2.2 A/AA violations of every impact, as readable lines. */
export async function axeViolations(page: Page) {
  // Colour transitions (theme switch, hover) must finish before contrast is measured. Endless
  // ones (a loading pulse) never finish, and one cut short by its element leaving rejects.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Only violations are reported: collecting every passing node too costs time and says nothing.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`).join('; ')}`,
  );
}
