import { Duplex } from 'node:stream';
import { MessageChannel, type MessagePort, type Worker } from 'node:worker_threads';

/**
 * What pg's Connection needs of a socket, over a MessagePort to the embedded database's worker: pg writes protocol
 * bytes, the worker answers with PGlite's bytes. `connect` opens the channel; closing either end ends the stream.
 */
export class WorkerChannel extends Duplex {
  private port: MessagePort | null = null;
  // A port whose other end was in a worker that died is not always told: without this a query would wait for ever.
  private readonly onWorkerExit = () => this.destroy(new Error('embedded database: its worker has stopped'));

  constructor(private readonly worker: Worker) {
    super();
  }

  connect(): this {
    // A message to a worker that has exited is dropped without a word: fail now rather than wait for an answer.
    if (this.worker.threadId === -1) {
      process.nextTick(() => this.destroy(new Error('embedded database: its worker has stopped')));
      return this;
    }
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker.once('exit', this.onWorkerExit);
    port1.on('message', (data: Uint8Array | { error: string }) => {
      if (data instanceof Uint8Array) this.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      else this.destroy(new Error(`embedded database: ${data.error}`));
    });
    port1.on('close', () => this.push(null));
    this.worker.postMessage({ type: 'connect', port: port2 }, [port2]);
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  // Socket methods pg calls; a channel in memory has no delay or keep-alive to set.
  setNoDelay(): this {
    return this;
  }
  setKeepAlive(): this {
    return this;
  }
  ref(): this {
    return this;
  }
  unref(): this {
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (!this.port) return callback(new Error('embedded database: the channel is not open'));
    // A Buffer is often a slice of a larger pooled one; copy just its bytes and transfer them, never the pool.
    const bytes = new Uint8Array(chunk);
    this.port.postMessage(bytes, [bytes.buffer]);
    callback();
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.port?.close();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.worker.off('exit', this.onWorkerExit);
    this.port?.close();
    this.port = null;
    callback(error);
  }
}
