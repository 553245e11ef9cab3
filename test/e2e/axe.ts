import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe as the tests run it: inside the page (legacy mode), which has no frames for axe to visit.
 * Otherwise axe opens a page of its own to finish every run, a second of processor time here.
 */
function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** What axe finds wrong in one part of the page: each rule broken, with the elements that break it. */
export async function accessibilityProblems(page: Page, selector: string): Promise<string[]> {
  const { violations } = await axe(page).include(selector).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The serious and critical violations axe finds on the whole page, each with the elements it names. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axe(page).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
