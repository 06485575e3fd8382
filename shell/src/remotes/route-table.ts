// Which remote owns which part of the address space (interfaces.md, shell route table).
// Every remote is mounted at `/`: its route objects carry their full paths (`/questions/:qid`, `/admin`).

import type { remoteNames } from '@site/shared/contract';

/** The remotes the site ships (a manifest may add others, such as a provider's own auth remote). */
export type RemoteName = (typeof remoteNames)[number];

interface Ownership {
  remote: RemoteName;
  /** Exact path or a prefix followed by `/`. */
  prefixes: string[];
  exact?: string[];
}

const TABLE: Ownership[] = [
  { remote: 'mf_install', prefixes: ['/install'] },
  { remote: 'mf_users', prefixes: ['/users', '/user-center'] },
  { remote: 'mf_review', prefixes: ['/review'] },
  { remote: 'mf_admin', prefixes: ['/admin'] },
  { remote: 'mf_posts', prefixes: ['/questions', '/tags', '/search', '/posts'], exact: ['/'] },
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The remote that renders `pathname`, or null when no remote owns it (the shell shows 404). */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const row of TABLE) {
    if (row.exact?.includes(path)) return row.remote;
    if (row.prefixes.some((p) => under(path, p))) return row.remote;
  }
  return null;
}
