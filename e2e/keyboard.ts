/** Driving a page from the keyboard alone, as a person without a mouse does. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Whether the element holds the page's focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === el.ownerDocument.activeElement);
}

/**
 * Presses Tab (Shift+Tab with `back`) until the element holds the focus, as a person moves
 * through a page; fails when it is not reached within `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  what: string,
  { back = false, max = 60 } = {},
): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `${what} is reached with Tab`).toBe(true);
}

/** Resolves after the page's next frame (antd's menus move the focus in an animation frame). */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => resolve()))');
}

/**
 * Presses an arrow key until the element holds the focus, as a person walks a menu; fails
 * when it is not reached within `max` presses. Each press is followed by a frame: the menu
 * focuses the next item in one, and a check before it would miss the item and pass it by.
 */
export async function arrowTo(
  page: Page,
  target: Locator,
  what: string,
  { key = 'ArrowDown', max = 12 } = {},
): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    await nextFrame(page);
  }
  expect(await isFocused(target), `${what} is reached with the arrow keys`).toBe(true);
}
