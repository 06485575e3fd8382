// A phone-sized browser page and the checks the phone tests share: the page fits the screen, and the header's
// folded menu opens and closes.
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';

/** A common phone (390 x 844 CSS pixels, touch). */
export const PHONE = { width: 390, height: 844 };

/**
 * A page in a phone-sized context. With `isMobile` Chromium honours the viewport meta tag and, as a phone does,
 * widens the layout viewport to fit content that is too wide; so a page that overflows shows as an innerWidth
 * above 390 as well as a scrollWidth above it.
 */
export async function openPhonePage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
}

/** Asserts that nothing on the page reaches past the phone's width, naming the widest elements if something does. */
export async function assertFitsPhone(page: Page, what: string): Promise<void> {
  const m = await page.evaluate((limit) => {
    const wide: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > limit + 1) {
        const id = el.getAttribute('data-testid');
        wide.push(`${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}.${String(el.getAttribute('class') ?? '').split(' ')[0]} right=${Math.round(box.right)}`);
      }
    }
    return { inner: window.innerWidth, scroll: document.documentElement.scrollWidth, wide: wide.slice(0, 6) };
  }, PHONE.width);
  const detail = `${what}: innerWidth ${m.inner}, scrollWidth ${m.scroll}; wide elements: ${m.wide.join(', ') || 'none'}`;
  assert.equal(m.inner, PHONE.width, detail);
  assert.ok(m.scroll <= m.inner, detail);
}

/** Opens the header's menu and returns the drawer's content once it has slid fully onto the screen. */
export async function openHeaderMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByTestId('nav-drawer');
  await drawer.waitFor();
  await page.waitForFunction(() => {
    const box = document.querySelector('[data-testid="nav-drawer"]')?.getBoundingClientRect();
    return !!box && box.right <= window.innerWidth + 1 && !document.querySelector('.ant-drawer-content-wrapper[class*="-motion"]');
  });
  return drawer;
}

/** Asserts that every one of the drawer's parts lies within the screen (nothing to scroll sideways to). */
export async function assertWithinScreen(locator: Locator, what: string): Promise<void> {
  const box = await locator.boundingBox();
  assert.ok(box, `${what} is shown`);
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width + 1, `${what} lies within the screen (x ${box.x}, width ${box.width})`);
}
