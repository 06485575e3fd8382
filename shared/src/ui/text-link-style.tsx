/**
 * Links inside running text are underlined. The link colour is under 3:1 against body text, so colour alone does
 * not tell such a link apart (WCAG 1.4.1, axe's link-in-text-block). Links that stand on their own (titles, menus,
 * lists of links) keep antd's plain style. The selectors name antd's text containers, so no page has to opt in.
 */
export const TEXT_LINK_SELECTOR = [
  '.markdown-body a',
  '.ant-typography a',
  '.ant-alert-title a',
  '.ant-alert-description a',
].join(', ');

/** The rule as a stylesheet: React 19 hoists it into <head> once, however many roots (shell, parcels) render it. */
export function TextLinkStyle() {
  return (
    // Each selector outranks antd's zero-specificity `:where(.css-…) a` link rule.
    <style href="site-text-links" precedence="default">
      {`${TEXT_LINK_SELECTOR} { text-decoration: underline; }`}
    </style>
  );
}
