// Reads that calls waiting at the same moment share. The embedded database has one connection, so under load every
// search's round trips queue behind each other's; a read that answers many searches at once (many texts parsed, one
// page query for many pages) costs about what one costs. The first call goes at once (no added wait when idle); calls
// arriving while a read of theirs is under way wait for it to end and then go together in the next one.

interface Waiting<In, Out> {
  input: In;
  resolve: (out: Out) => void;
  reject: (err: unknown) => void;
}

/**
 * A function of one input that shares reads: `read(key, inputs)` answers many inputs of one key (in their order)
 * at once. Inputs of different keys never share a read.
 */
export function sharedReads<In, Out>(read: (key: string, inputs: In[]) => Promise<Out[]>): (key: string, input: In) => Promise<Out> {
  const queues = new Map<string, Waiting<In, Out>[]>();
  const drain = async (key: string, queue: Waiting<In, Out>[]) => {
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0);
        try {
          const out = await read(key, batch.map((w) => w.input));
          batch.forEach((w, i) => w.resolve(out[i]!));
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      queues.delete(key);
    }
  };
  return (key, input) =>
    new Promise<Out>((resolve, reject) => {
      const queue = queues.get(key);
      if (queue) {
        queue.push({ input, resolve, reject });
        return;
      }
      const fresh = [{ input, resolve, reject }];
      queues.set(key, fresh);
      void drain(key, fresh);
    });
}
