// Reading stored settings defensively: a settings group is JSON an admin (or an older version) wrote, so every value
// is checked for its type and replaced by the default when it is not what the reader expects.
import type { SettingsMap } from '../repositories/settings-repo.js';

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** One settings group as an object ({} when unset or not an object). */
export const group = (settings: SettingsMap, key: string): Obj => (isObj(settings[key]) ? settings[key] : {});
export const str = (v: unknown, d: string) => (typeof v === 'string' ? v : d);
export const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
export const strs = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
