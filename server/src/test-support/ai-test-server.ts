// A local OpenAI-compatible chat-completions server for tests (server and browser): real HTTP, real SSE chunks,
// with the delays and failures a test asks for, and a record of every request it received (prompts, keys).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the next replies behave. */
export interface AiScript {
  /** The reply's pieces, one SSE chunk each. */
  tokens: string[];
  /** Milliseconds before each chunk. */
  delayMs: number;
  /** `http`: answer 500 at once; `midway`: an error chunk after `failAfter` pieces, then close; `drop`: close the connection after `failAfter` pieces. */
  fail: 'none' | 'http' | 'midway' | 'drop';
  failAfter: number;
}

export interface RecordedRequest {
  path: string;
  authorization: string;
  body: { model?: string; messages?: { role: string; content: string }[]; temperature?: number; stream?: boolean };
  /** Whether the client went away before the reply ended (a stopped stream). */
  aborted: boolean;
}

export interface AiTestServer {
  /** The base URL to put in the admin's settings (`http://127.0.0.1:<port>`). */
  url: string;
  requests: RecordedRequest[];
  script: AiScript;
  /** Sets how the next replies behave (unset fields keep their defaults). */
  setScript(s: Partial<AiScript>): void;
  /** Every prompt text it received, joined (to assert what never reached a provider). */
  promptsText(): string;
  close(): Promise<void>;
}

export const DEFAULT_SCRIPT: AiScript = { tokens: ['Hello', ' from', ' the', ' test', ' model.'], delayMs: 0, fail: 'none', failAfter: 0 };

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

const chunk = (model: string, content: string) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

export async function startAiTestServer(port = 0): Promise<AiTestServer> {
  const requests: RecordedRequest[] = [];
  const t: AiTestServer = {
    url: '',
    requests,
    script: { ...DEFAULT_SCRIPT },
    setScript(s) {
      t.script = { ...DEFAULT_SCRIPT, ...s };
    },
    promptsText: () => requests.map((r) => (r.body.messages ?? []).map((m) => m.content).join('\n')).join('\n'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method === 'GET' && path === '/v1/models') {
        requests.push({ path, authorization: req.headers.authorization ?? '', body: {}, aborted: false });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data: [{ id: 'test-model', object: 'model', created: 1, owned_by: 'tests' }] }));
        return;
      }
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const record: RecordedRequest = { path, authorization: req.headers.authorization ?? '', body: JSON.parse((await readBody(req)) || '{}'), aborted: false };
      requests.push(record);
      const s = t.script;
      if (s.fail === 'http') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'the test model is down' } }));
        return;
      }
      res.on('close', () => {
        if (!res.writableFinished) record.aborted = true;
      });
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const model = record.body.model ?? 'test-model';
      for (let i = 0; i < s.tokens.length; i++) {
        if (res.destroyed) return;
        if ((s.fail === 'midway' || s.fail === 'drop') && i === s.failAfter) {
          // As some providers do, the error names the key it was given.
          const key = record.authorization.replace(/^Bearer /, '');
          if (s.fail === 'midway') res.end(`data: ${JSON.stringify({ error: { message: `the test model failed for the key ${key}` } })}\n\n`);
          else res.destroy();
          return;
        }
        if (s.delayMs > 0) await new Promise((r) => setTimeout(r, s.delayMs));
        if (res.destroyed) return;
        res.write(chunk(model, s.tokens[i]!));
      }
      res.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  t.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return t;
}
