// A local OpenAI-compatible server for tests (server and browser): chat completions over real HTTP with real SSE
// chunks, and image generations answering a real PNG (inline base64, or as an address to download), with the delays
// and failures a test asks for, and a record of every request it received (prompts, keys).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

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

/** How the next pictures behave. */
export interface ImageScript {
  /** Milliseconds before the answer. */
  delayMs: number;
  /** `http`: answer 500; `garbage`: answer bytes that are not a picture; `drop`: close the connection. */
  fail: 'none' | 'http' | 'garbage' | 'drop';
  /** `b64`: the picture inline as b64_json; `url`: an address on this server to download it from. */
  format: 'b64' | 'url';
  /** The picture's colour (red, green, blue), to tell pictures apart. */
  rgb: [number, number, number];
}

export interface RecordedRequest {
  path: string;
  authorization: string;
  body: {
    model?: string;
    messages?: { role: string; content: string }[];
    temperature?: number;
    stream?: boolean;
    prompt?: string;
    size?: string;
    response_format?: string;
  };
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
  imageScript: ImageScript;
  /** Sets how the next pictures behave (unset fields keep their defaults). */
  setImageScript(s: Partial<ImageScript>): void;
  /** Every prompt text it received, joined (to assert what never reached a provider). */
  promptsText(): string;
  close(): Promise<void>;
}

export const DEFAULT_SCRIPT: AiScript = { tokens: ['Hello', ' from', ' the', ' test', ' model.'], delayMs: 0, fail: 'none', failAfter: 0 };
export const DEFAULT_IMAGE_SCRIPT: ImageScript = { delayMs: 0, fail: 'none', format: 'b64', rgb: [40, 120, 200] };

/** A PNG of the asked size (`<w>x<h>`, else 256 square) in one colour. */
function picturePng(size: string | undefined, rgb: ImageScript['rgb']): Promise<Buffer> {
  const [w, h] = /^(\d{2,4})x(\d{2,4})$/.exec(size ?? '')?.slice(1).map(Number) ?? [256, 256];
  return sharp({ create: { width: w!, height: h!, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .png()
    .toBuffer();
}

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
    imageScript: { ...DEFAULT_IMAGE_SCRIPT },
    setImageScript(s) {
      t.imageScript = { ...DEFAULT_IMAGE_SCRIPT, ...s };
    },
    promptsText: () => requests.map((r) => [...(r.body.messages ?? []).map((m) => m.content), r.body.prompt ?? ''].join('\n')).join('\n'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  /** Pictures answered as addresses, by name, until downloaded. */
  const pictures = new Map<string, Buffer>();
  let pictureCount = 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0]!;
      if (req.method === 'GET' && path.startsWith('/files/')) {
        const png = pictures.get(path.slice('/files/'.length));
        res.writeHead(png ? 200 : 404, { 'content-type': 'image/png' }).end(png);
        return;
      }
      if (req.method === 'POST' && path === '/v1/images/generations') {
        const record: RecordedRequest = { path, authorization: req.headers.authorization ?? '', body: JSON.parse((await readBody(req)) || '{}'), aborted: false };
        requests.push(record);
        const s = t.imageScript;
        res.on('close', () => {
          if (!res.writableFinished) record.aborted = true;
        });
        if (s.delayMs > 0) await new Promise((r) => setTimeout(r, s.delayMs));
        if (res.destroyed) return;
        if (s.fail === 'drop') return void res.destroy();
        if (s.fail === 'http') {
          const key = record.authorization.replace(/^Bearer /, '');
          res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `no pictures today for the key ${key}` } }));
          return;
        }
        const png = s.fail === 'garbage' ? Buffer.from('this is not a picture') : await picturePng(record.body.size, s.rgb);
        let item: Record<string, string>;
        if (s.format === 'url') {
          const name = `picture-${++pictureCount}.png`;
          pictures.set(name, png);
          item = { url: `${t.url}/files/${name}` };
        } else item = { b64_json: png.toString('base64') };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ created: 0, data: [{ ...item, revised_prompt: record.body.prompt ?? '' }] }));
        return;
      }
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
