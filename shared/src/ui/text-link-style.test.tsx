import { render, screen } from '@testing-library/react';
import { Alert, Typography } from 'antd';
import { AppProviders } from './app-providers.js';
import { MarkdownView } from './markdown-view.js';
import { TEXT_LINK_SELECTOR } from './text-link-style.js';

// jsdom ignores selector specificity when it computes styles, so this checks which links the rule picks and that the
// page carries it; the browser test (axe's link-in-text-block) checks the cascade in Chromium.
const underlined = (name: string) => screen.getByRole('link', { name }).matches(TEXT_LINK_SELECTOR);

test('links inside sentences are picked for the underline; a link standing alone is not', () => {
  render(
    <AppProviders>
      <Typography.Paragraph>
        No account? <a href="/users/register">Sign up</a>
      </Typography.Paragraph>
      <Alert title={<span>You answered already. <a href="/edit">Edit your answer</a></span>} />
      <MarkdownView html={'<p>Thanks <a href="/users/max">@max</a></p>'} />
      <a href="/questions/1">A post title</a>
    </AppProviders>,
  );
  expect(underlined('Sign up')).toBe(true);
  expect(underlined('Edit your answer')).toBe(true);
  expect(underlined('@max')).toBe(true);
  expect(underlined('A post title')).toBe(false);
  const sheet = document.head.querySelector('style[data-href="site-text-links"]');
  expect(sheet?.textContent).toContain('text-decoration: underline');
});
