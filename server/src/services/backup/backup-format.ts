import { z } from 'zod';

/**
 * A backup is one gzipped tar file:
 *   manifest.json              first, so a reader can refuse a file it does not understand before unpacking it
 *   tables/<table>.ndjson      one row a line, each line PostgreSQL's own row_to_json text of the row
 *   uploads/<key>              every uploaded file, under its storage key (post/<hex>.png, ...)
 * One file is easy to move, copy off the machine and keep with mode 0600; tar + gzip open anywhere (`tar tzf`), and
 * the rows stay readable text that no engine-specific tool is needed for.
 */
export const BACKUP_FORMAT = 'site-backup';
/** Raised whenever a reader of the old layout would misread a new file. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const TABLES_DIR = 'tables/';
export const UPLOADS_DIR = 'uploads/';
export const tableEntry = (table: string) => `${TABLES_DIR}${table}.ndjson`;

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.number().int(),
  /** The engine the backup was taken from; any engine can restore it. */
  engine: z.enum(['embedded', 'postgres']),
  /** The last migration the database had run: a restore builds exactly this schema before loading rows. */
  migration: z.string().min(1),
  created_at: z.string(),
  server_version: z.string(),
  /** In the order they were dumped; `columns` are the stored (not generated) columns, as in each line's keys. */
  tables: z.array(z.object({ name: z.string().min(1), columns: z.array(z.string().min(1)), rows: z.number().int().nonnegative() })),
  /** Sequence positions as text (bigints never pass through a JS number); null for a sequence never used. */
  sequences: z.array(z.object({ name: z.string().min(1), last_value: z.string().regex(/^-?\d+$/).nullable() })),
  uploads: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** The manifest of a backup file, or an error that says what is wrong with the file. */
export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('The backup file has a broken manifest.json: it is not a backup made by `pnpm backup`, or it is damaged.');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const version = (json as { format_version?: unknown } | null)?.format_version;
    if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) throw newerFormat(version);
    throw new Error(`The backup file's manifest.json is not one this version understands (${parsed.error.issues[0]?.message ?? 'invalid'}).`);
  }
  if (parsed.data.format_version > BACKUP_FORMAT_VERSION) throw newerFormat(parsed.data.format_version);
  return parsed.data;
}

const newerFormat = (version: number) =>
  new Error(`The backup file has format version ${version}, newer than this version of the site reads (${BACKUP_FORMAT_VERSION}): restore it with the version that made it, or a newer one.`);
