import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical findings, one line each. Boxes the browser skips while off screen
 * (content-visibility: auto: the footer, the accordion, later cards) are rendered first: axe reads colours from
 * rendered pixels, and a skipped box gave it a wrong background now and then. A visitor who scrolls there sees them
 * rendered, which is what is checked.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
