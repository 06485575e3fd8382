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

  register(plugin: SearchPlugin): void {
    if (typeof plugin?.description !== 'function') throw new Error('a search plugin needs a description() function');
    this.current = plugin;
  }

  get active(): SearchPlugin | null {
    return this.current;
  }

  /** The credit link; both fields empty without a plugin (the client then shows none). */
  async description(): Promise<SearchDesc> {
    if (!this.current) return { icon: '', link: '' };
    const d = await this.current.description();
    // Only http(s) links are shown: a plugin's data must not put a javascript: URL in the page.
    const link = typeof d?.link === 'string' && /^https?:\/\//i.test(d.link) ? d.link : '';
    const icon = typeof d?.icon === 'string' ? d.icon : '';
    return { icon, link };
  }
}
