// Steps a person takes on many pages, written once.
import type { Browser, Page } from 'playwright-core';
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

/** Picks a tag in the ask/edit form's tag selector through its search. */
export async function chooseTag(page: Page, slug: string): Promise<void> {
  const selector = page.getByTestId('tag-selector');
  await selector.locator('input').first().click();
  await page.keyboard.type(slug);
  await page.locator(`.ant-select-dropdown [data-testid="tag-option-${slug}"]`).first().click();
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
