import { createReadStream, createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import tar from 'tar-stream';

/** Writes a .tar.gz entry by entry; the file is created with mode 0600 (it holds the whole database). */
export class ArchiveWriter {
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;
  private failure: Error | null = null;

  constructor(path: string) {
    // 'wx': never overwrite a file, not even one that appeared since the caller checked.
    this.written = pipeline(this.pack, createGzip(), createWriteStream(path, { mode: 0o600, flags: 'wx' }));
    this.written.catch((err: Error) => (this.failure = err));
  }

  async addBuffer(name: string, data: Buffer): Promise<void> {
    await this.guard(
      new Promise<void>((resolve, reject) => {
        this.pack.entry({ name, size: data.length, mode: 0o600, mtime: new Date() }, data, (err) => (err ? reject(err) : resolve()));
      }),
    );
  }

  /** Streams a file in; `size` is what the caller stat'ed (tar needs it before the bytes). */
  async addFile(name: string, path: string, size: number): Promise<void> {
    const entry = this.pack.entry({ name, size, mode: 0o600, mtime: new Date() });
    await this.guard(pipeline(createReadStream(path), entry));
  }

  async finish(): Promise<void> {
    this.pack.finalize();
    await this.written;
  }

  /** A full disk or a closed output fails the write of the archive; an entry waiting on it must fail too, not hang. */
  private async guard(step: Promise<void>): Promise<void> {
    if (this.failure) throw this.failure;
    await Promise.race([step, this.written.then(() => step)]);
  }
}

export interface ArchiveEntry {
  name: string;
  size: number;
  type: string;
  body: Readable;
}

/**
 * The entries of a .tar.gz in order, one at a time: each must be read (or resumed) before the next arrives, so a
 * file of any size passes through without being held in memory.
 */
export async function* readArchive(path: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(path), createGunzip(), extract);
  let feedError: Error | null = null;
  feeding.catch((err: Error) => (feedError = err));
  try {
    for await (const entry of extract) {
      yield { name: entry.header.name, size: entry.header.size ?? 0, type: entry.header.type ?? 'file', body: entry };
      entry.resume(); // whatever the consumer left unread
    }
    await feeding;
  } catch (err) {
    throw unreadable(feedError ?? (err as Error));
  } finally {
    extract.destroy();
  }
}

class DamagedArchiveError extends Error {
  override name = 'DamagedArchiveError';
}

/**
 * Damage found while reading (a broken gzip stream, a cut-off file, a bad tar header) as one message that says what
 * it means; other errors (a missing file, a full disk) pass as they are. The damage may surface in the generator or
 * in whoever is reading an entry's body, so readers of entries call this too.
 */
export function unreadable(err: Error): Error {
  if (err instanceof DamagedArchiveError) return err;
  const code = String((err as NodeJS.ErrnoException).code ?? '');
  const damaged = code.startsWith('Z_') || /unexpected end of (file|data)|invalid tar header/i.test(err.message);
  if (!damaged) return err;
  return new DamagedArchiveError(`The backup file cannot be read (${err.message}): it is not a .tar.gz made by \`pnpm backup\`, or it is damaged or incomplete.`);
}
