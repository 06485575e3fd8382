import { readdirSync } from 'node:fs';

/**
 * The modules of one folder whose names match, found by file name so that a new file is picked up without being
 * listed anywhere else. The same code runs from the sources (tsx, tests: `.ts`) and from the swc build (`.js`), so the
 * extension is whichever the folder holds; tests (`*.test.*`), type declarations and source maps never match.
 */
export interface FolderModule {
  /** The file name without its extension (`0001-initial`, `user-routes`). */
  name: string;
  /** The module's address, for `import()`. */
  url: URL;
}

const MODULE_FILE = /^(?<name>[^.]+)\.(?:ts|js)$/;

/** The folder's modules whose name (without extension) matches `pattern`, sorted by name. */
export function folderModules(folder: URL, pattern: RegExp): FolderModule[] {
  return readdirSync(folder)
    .map((file) => ({ file, name: MODULE_FILE.exec(file)?.groups?.name }))
    .filter((f): f is { file: string; name: string } => f.name !== undefined && pattern.test(f.name))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ file, name }) => ({ name, url: new URL(file, folder) }));
}
