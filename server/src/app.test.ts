import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getSiteInfo } from './services/site/site-service.js';
import { createTestApp } from './test-support/test-app.js';

describe('app lifecycle', () => {
  it('lets an in-flight request finish its database work before close() shuts the database', async () => {
    const t = await createTestApp({ installed: true });
    let reached!: () => void;
    const inHandler = new Promise<void>((r) => (reached = r));
    t.app.get('/answer/api/v1/__test/slow', async () => {
      reached();
      await new Promise((r) => setTimeout(r, 300));
      return { data: (await getSiteInfo(t.app.site.db)).general.name };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const pending = fetch(`http://127.0.0.1:${port}/answer/api/v1/__test/slow`);
    await inHandler; // close only once the request is really running (a loaded machine may take a while to connect)
    const closing = t.close();
    const res = await pending;
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { data: 'Test site' });
    await closing;
  });
});
