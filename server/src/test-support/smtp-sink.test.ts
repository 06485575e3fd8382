import assert from 'node:assert/strict';
import { it } from 'node:test';
import nodemailer from 'nodemailer';
import { startSmtpSink } from './smtp-sink.js';

it('a quoted-printable line that starts with "--" stays in the text part (a link with a base64url code is whole)', async () => {
  const sink = await startSmtpSink();
  try {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false, ignoreTLS: true });
    // Wherever quoted-printable wraps this line, the next one starts with "--", like a mail part's boundary.
    const url = `http://127.0.0.1:9080/users/confirm-new-email?code=abc${'-'.repeat(80)}xyz`;
    await transport.sendMail({ from: 'site@example.com', to: 'member@example.com', subject: 'Confirm', text: `Confirm: ${url}\n\nThanks`, html: `<p>${url}</p>` });
    for (const end = Date.now() + 5_000; sink.received.length === 0 && Date.now() < end; ) await new Promise((r) => setTimeout(r, 20));
    assert.ok(sink.received[0]!.text.includes(url), sink.received[0]!.text);
    assert.ok(sink.received[0]!.text.includes('Thanks'));
  } finally {
    await sink.close();
  }
});
