// The OpenAI-compatible stream parser: pieces arrive however the network splits them, `[DONE]` ends the reply, and a
// stream that breaks off or carries an error is a failure, never a reply cut short that looks complete.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiUrl, readChatStream } from './openai-provider.js';
import { loggableProblem } from './chat-provider.js';

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

/** A body delivering `text` in pieces of `size` bytes (lines and even characters split across reads). */
function body(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(c) {
      if (at >= bytes.length) return c.close();
      c.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function read(text: string, size: number): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of readChatStream(body(text, size))) out.push(piece);
  return out;
}

describe('reading a chat-completions stream', () => {
  it('yields each delta, whatever the read sizes, until [DONE]', async () => {
    const text = `: keep-alive\n\n${chunk('Héllo')}${chunk(' wörld')}data: {"choices":[{"delta":{"role":"assistant"}}]}\n\ndata: [DONE]\n\n${chunk('after')}`;
    for (const size of [1, 3, 7, 1000]) assert.deepEqual(await read(text, size), ['Héllo', ' wörld'], `read ${size} bytes at a time`);
  });

  it('reads CRLF line ends', async () => {
    assert.deepEqual(await read(`${chunk('a').replace(/\n/g, '\r\n')}data: [DONE]\r\n\r\n`, 5), ['a']);
  });

  it('fails on a stream that ends without [DONE], an error chunk, or a chunk that is not JSON', async () => {
    await assert.rejects(read(chunk('cut'), 4), /without \[DONE\]/);
    await assert.rejects(read(`${chunk('a')}data: {"error":{"message":"quota"}}\n\n`, 9), /reported an error: quota/);
    await assert.rejects(read('data: {not json\n\n', 9), /not JSON/);
  });
});

describe('provider addresses and log lines', () => {
  it('adds /v1 only when the admin left it out', () => {
    assert.equal(apiUrl('https://api.example.com', 'models'), 'https://api.example.com/v1/models');
    assert.equal(apiUrl('http://127.0.0.1:11434/v1/', 'chat/completions'), 'http://127.0.0.1:11434/v1/chat/completions');
  });

  it('takes the key out of a logged problem', () => {
    assert.equal(loggableProblem(new Error('bad key sk-1 (sk-1)'), 'sk-1'), 'bad key [redacted] ([redacted])');
    assert.equal(loggableProblem(new Error('timeout'), ''), 'timeout');
  });
});
