// Steps a person takes on many pages, written once.
import type { Browser, Locator, Page } from 'playwright-core';
import { openPage } from './browser.js';
import { CAPTCHA_ANSWER, type Site } from './site.js';

/** Logs in through the login page's form; waits until the header shows the avatar menu (or `until` appears). */
export async function logInUi(page: Page, site: Site, email: string, password: string): Promise<void> {
  await page.goto(`${site.url}/users/login`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Types the captcha's answer when the form shows one (the test-only captcha plugin draws CAPTCHA_ANSWER). */
export async function solveCaptchaIfShown(page: Page): Promise<void> {
  const input = page.getByTestId('captcha-input');
  if ((await input.count()) > 0) await input.fill(CAPTCHA_ANSWER);
}

/** The pathname + search the browser is on. */
export function here(page: Page): string {
  const u = new URL(page.url());
  return u.pathname + u.search;
}

/** Waits until the address matches (client-side navigation does not fire load events). */
export async function waitForPath(page: Page, pathname: string | RegExp, timeout = 15_000): Promise<void> {
  await page.waitForURL((u) => (typeof pathname === 'string' ? u.pathname === pathname : pathname.test(u.pathname + u.search)), { timeout });
}

/** The popups antd opens with a motion: pop-overs and pop-confirms, drop-down menus, a select's options, dialogs. */
const POPUP = '.ant-popover, .ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown, .ant-modal';

/**
 * Clicks an item of a popup once the popup has finished opening. antd aligns a popup again when its opening motion
 * ends and may then flip it to the other side of its trigger: a click sent in that moment presses on the item and
 * is released beside it, and nothing happens (seen on a busy machine, where Playwright's own steadiness check can
 * pass mid-motion). Waits for the motion's classes to go and the item's box to stay put for a few frames.
 */
export async function clickInPopup(item: Locator): Promise<void> {
  await whenStill(item);
  await item.click();
}

/** Ticks a radio button or checkbox of a dialog once the dialog has finished opening (see clickInPopup). */
export async function checkInPopup(item: Locator): Promise<void> {
  await whenStill(item);
  await item.check();
}

/** Waits until the popup holding `item` has finished opening and the item stays put (see clickInPopup). */
async function whenStill(item: Locator): Promise<void> {
  await item.waitFor();
  // An anonymous async arrow with no named functions inside: tsx would wrap named ones in a helper the page lacks.
  await item.evaluate(
    async (el, popupSelector) => {
      const popup = el.closest(popupSelector) ?? el;
      const until = performance.now() + 5000;
      let last = '';
      let still = 0;
      while (still < 4 && performance.now() < until) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const r = el.getBoundingClientRect();
        const box = `${r.x} ${r.y} ${r.width} ${r.height}`;
        const moving = /-(appear|enter|leave)(-|\b)/.test(popup.getAttribute('class') ?? '');
        still = !moving && box === last ? still + 1 : 0;
        last = box;
      }
    },
    POPUP,
  );
}

/** Picks a tag in the ask/edit form's tag selector through its search. */
export async function chooseTag(page: Page, slug: string): Promise<void> {
  const selector = page.getByTestId('tag-selector');
  await selector.locator('input').first().click();
  await page.keyboard.type(slug);
  await clickInPopup(page.locator(`.ant-select-dropdown [data-testid="tag-option-${slug}"]`).first());
  await page.keyboard.press('Escape');
}

/**
 * A fresh browser context logged in as `who` (null: a guest) through the login form, then on `path`. Confirm dialogs
 * (delete, leave page) are accepted. `errors` collects the page's uncaught errors.
 */
export async function openAs(
  browser: Browser,
  site: Site,
  who: { email: string; password: string } | null,
  path: string,
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser);
  page.on('dialog', (d) => void d.accept());
  if (who) {
    await logInUi(page, site, who.email, who.password);
    await page.getByTestId('nav-avatar').waitFor();
  }
  await page.goto(`${site.url}${path}`);
  return { page, errors };
}
