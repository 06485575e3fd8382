import type { RemotesManifest } from './remotes.js';
import type { SiteInfo } from './site.js';
import type { UserCenterAgent } from './user-center.js';

/** The id of the `<script type="application/json">` element the server puts the boot data in. */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/**
 * What the server already knows when it sends index.html, inlined in it so the shell's start-up waits for none of it:
 * the answers of GET siteinfo (for an anonymous viewer) and GET user-center/agent (both absent before install), and
 * /remotes.json. The current user is not in it (the page is the same for everyone): the shell asks for it at once.
 */
export interface BootData {
  siteInfo?: SiteInfo;
  userCenterAgent?: UserCenterAgent;
  remotes: RemotesManifest;
}
