// The boot data contributor: what the shell's start-up needs and the server already knows (site settings, the hosting
// agent, the remotes manifest) goes into index.html, with preload hints for the remote that renders the address, so
// the browser fetches them with the page instead of after the shell's scripts have run.
import { BOOT_DATA_ELEMENT_ID, type BootData, type RemotesManifest, type UserCenterAgent } from '@site/shared/contract';
import type { FastifyRequest } from 'fastify';
import { pathOf } from '../../http/paths.js';
import type { SiteState } from '../../state/site-state.js';
import { getSiteInfo, getUserCenterAgent } from '../site/site-service.js';
import type { ShellPageContributor } from './shell-page.js';

export interface BootDataOptions {
  state: SiteState;
  /** The remotes manifest, as /remotes.json answers it to this request's visitor. */
  remotesManifest: (req: FastifyRequest) => Promise<RemotesManifest>;
  /** config.yaml's hosting agent, as GET user-center/agent reads it. */
  configuredAgent: () => UserCenterAgent | undefined;
  /** The preload links for the remote that owns a path. */
  preloadHints: (manifest: RemotesManifest, pathname: string) => Promise<string[]>;
  onError?: (err: unknown) => void;
  /** Keeps the settings under the anonymous cache's rule (a settings change is a write); computed each time without. */
  remember?: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
}

/**
 * JSON inside a <script> element: `<` is written as \u003c so no value (a site name, a URL) can close the element
 * or open a comment; U+2028/2029 too, for old parsers that end a JavaScript line there.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function bootDataContributor({ state, remotesManifest, configuredAgent, preloadHints, onError, remember }: BootDataOptions): ShellPageContributor {
  // config.yaml's agent is part of the key: an edit of the file (no write through the API) is seen at once.
  const read = (agent: UserCenterAgent | undefined) => Promise.all([getSiteInfo(state.db), getUserCenterAgent(state.db, agent)]);
  const readSettings = (agent: UserCenterAgent | undefined) =>
    remember ? remember(`boot-settings ${JSON.stringify(agent ?? null)}`, () => read(agent)) : read(agent);

  /** GET siteinfo's and GET user-center/agent's answers; none before install (those calls answer 503 then) or on a failure. */
  async function settings(): Promise<Pick<BootData, 'siteInfo' | 'userCenterAgent'>> {
    if (!(await state.refreshInstalled())) return {};
    try {
      const [siteInfo, userCenterAgent] = await readSettings(configuredAgent());
      return { siteInfo, userCenterAgent };
    } catch (err) {
      // The shell asks for what is missing itself: a page without boot settings is slower, not broken.
      onError?.(err);
      return {};
    }
  }

  return async (req: FastifyRequest) => {
    const [remotes, known] = await Promise.all([remotesManifest(req), settings()]);
    const data: BootData = { ...known, remotes };
    const hints = await preloadHints(remotes, pathOf(req.url)).catch(() => []);
    return { head: [`<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`, ...hints] };
  };
}
