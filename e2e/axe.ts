/**
 * Accessibility checks with axe-core in the page: the WCAG 2.0 and 2.1 A and AA rules, on the
 * whole page as it stands, in the light theme and then in the dark one.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// The app's Content-Security-Policy refuses inline and foreign scripts, so axe's source is
// evaluated through the DevTools protocol (which the policy does not govern), not added as a tag.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** One line per element a rule found, readable in a test failure. */
function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((n) => {
        const html = n.html.replace(/\s+/g, ' ').slice(0, 160);
        const why = (n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim();
        return `${v.id} (${v.impact}) ${JSON.stringify(n.target)}: ${html}${why ? ` — ${why}` : ''}`;
      }),
    )
    .join('\n');
}

/**
 * Findings in third-party markup that no prop of ours changes, each with its reason. Only the
 * named rule is waived, and only on elements matching the selector: every other rule still
 * checks them (their colours, their names).
 */
const THIRD_PARTY: { rule: string; selector: string; why: string }[] = [
  {
    rule: 'aria-required-children',
    selector: '.ant-tabs-editable > .ant-tabs-nav[role="tablist"]',
    why:
      "antd's editable tabs (rc-tabs) draw their Add and Close buttons inside the element " +
      'with role="tablist", where ARIA wants only tabs; the buttons are named and reachable.',
  },
];

/** Runs axe-core over the whole page and fails with every violation it finds. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    `window.axe
      .run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} }, elementRef: true })
      .then((r) => {
        const waived = ${JSON.stringify(THIRD_PARTY)};
        return r.violations
          .map((v) => ({
            id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes
              .filter((n) => !waived.some((w) => w.rule === v.id && n.element?.matches(w.selector)))
              .map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })),
          }))
          .filter((v) => v.nodes.length > 0);
      })`,
  )) as AxeViolation[];
  const count = violations.reduce((n, v) => n + v.nodes.length, 0);
  expect(count, `${what}: axe-core found\n${describeViolations(violations)}`).toBe(0);
}

type Scheme = 'light' | 'dark';

/** Emulates the system's colour scheme and waits for the page to draw in it. */
async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await expect
    .poll(() => page.locator('html').getAttribute('data-theme'), { timeout: 10_000 })
    .toBe(scheme);
}

/**
 * Runs a check in the light theme, then in the dark one, and leaves the page in the scheme it
 * had. The app follows the system's colour scheme (unless a person chose one in the nav), so
 * this switches the emulated scheme and waits for the page to apply it.
 */
export async function inBothThemes(
  page: Page,
  check: (scheme: Scheme) => Promise<void>,
): Promise<void> {
  const before: Scheme = (await page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches"))
    ? 'dark'
    : 'light';
  for (const scheme of ['light', 'dark'] as const) {
    await useScheme(page, scheme);
    await check(scheme);
  }
  await useScheme(page, before);
}

/** Checks the page with axe-core in the light theme, then in the dark one. */
export async function expectAccessibleInBothThemes(page: Page, what: string): Promise<void> {
  await inBothThemes(page, (scheme) => expectNoAxeViolations(page, `${what} (${scheme})`));
}
