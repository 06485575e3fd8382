import type { Page, SearchDesc, SearchOrder, SearchResult } from '@site/shared/contract';
import type { UserRow } from '../../repositories/users-repo.js';
import type { ParsedQuery } from './parse-query.js';

/** What a search plugin receives: the parsed query (filters and text) and the page wanted. */
export interface PluginSearchInput {
  parsed: ParsedQuery;
  order: SearchOrder;
  page: number;
  size: number;
}

/**
 * A search plugin (spec: plugin type `search`): the "search provided by" credit and, optionally, its own engine.
 * A plugin that answers searches must apply the same visibility rules as the built-in search (listed posts only, no
 * deleted or private answers, no bodies of priced posts for readers who have not unlocked them).
 */
export interface SearchPlugin {
  description(): SearchDesc | Promise<SearchDesc>;
  search?(input: PluginSearchInput, viewer: UserRow | null): Promise<Page<SearchResult>>;
}

/** The installed search plugin (the last one registered wins: a site has one search engine). */
export class SearchPlugins {
  private current: SearchPlugin | null = null;
  private enabled: () => Promise<boolean> = async () => true;

  /**
   * Installs the plugin. `isEnabled` is the plugin registry's switch (read on every search): while it answers false
   * the site searches with its own engine and shows no credit.
   */
  register(plugin: SearchPlugin, isEnabled?: () => Promise<boolean>): void {
    if (typeof plugin?.description !== 'function') throw new Error('a search plugin needs a description() function');
    this.current = plugin;
    this.enabled = isEnabled ?? (async () => true);
  }

  /** The plugin in use now: none when none is installed or the admin switched it off. */
  async active(): Promise<SearchPlugin | null> {
    if (!this.current) return null;
    return (await this.enabled()) ? this.current : null;
  }

  /** The credit link; both fields empty without a plugin in use (the client then shows none). */
  async description(): Promise<SearchDesc> {
    const plugin = await this.active();
    if (!plugin) return { icon: '', link: '' };
    const d = await plugin.description();
    // Only http(s) links are shown: a plugin's data must not put a javascript: URL in the page.
    const link = typeof d?.link === 'string' && /^https?:\/\//i.test(d.link) ? d.link : '';
    const icon = typeof d?.icon === 'string' ? d.icon : '';
    return { icon, link };
  }
}
