// The antd and react-router-dom names every deployed page holds (page-exports.json): each shell build shares at least
// these, so a remote takes them from the page as they are, with no cost on any page. Only a name outside the list
// goes through the remote's own-copy fallback (own-exports.mjs), which costs a few bytes per name in that remote.
//   node scripts/webpack/page-exports.mjs --update   adds the names the front end imports today (run it once a shell
//                                                    built with them is deployed everywhere the remotes run)
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('./page-exports.json', import.meta.url));

/** The page's guaranteed names of `library` ('antd' or 'react-router-dom'). */
export function pageExports(library) {
  return JSON.parse(readFileSync(FILE, 'utf8'))[library] ?? [];
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--update')) {
  const { ROOT } = await import('./create-config.mjs');
  const { usedExports } = await import('./shared-modules.mjs');
  const data = JSON.parse(readFileSync(FILE, 'utf8'));
  for (const library of ['antd', 'react-router-dom']) {
    // Only ever grows: a remote deployed earlier may take any listed name from the page.
    data[library] = [...new Set([...(data[library] ?? []), ...usedExports(ROOT, library)])].sort();
  }
  writeFileSync(FILE, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`page-exports.json: ${data.antd.length} antd names, ${data['react-router-dom'].length} react-router-dom names`);
}
