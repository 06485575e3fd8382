import { useGetSiteInfoQuery } from '../api/api.js';

/** The admin's custom HTML parts (siteinfo custom_css_html) shown inside pages. */
export type CustomHtmlPart = 'header' | 'footer' | 'sidebar';

export interface CustomHtmlProps {
  part: CustomHtmlPart;
  /** Before install there are no settings to read (the wizard's pages). */
  skip?: boolean;
}

/**
 * The admin's custom header, footer or sidebar: the shell puts the header above the site's header and the footer
 * below its footer; list and detail pages put the sidebar in their side column. The HTML is trusted only because
 * the server sanitized it when the admin saved it and again when serving siteinfo (no scripts, no event handlers,
 * no javascript: addresses). Nothing renders when the admin set none.
 */
export function CustomHtml({ part, skip = false }: CustomHtmlProps) {
  const { data } = useGetSiteInfoQuery(undefined, { skip });
  const html = data?.custom_css_html[`custom_${part}`] ?? '';
  if (html.trim() === '') return null;
  return <div className={`custom-${part}`} data-testid={`custom-${part}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
