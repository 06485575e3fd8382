import {
  connectorBindingStartResponseSchema,
  endpoints,
  envelopeSchema,
  notificationConfigSchema,
  userInfoResponseSchema,
} from '@site/shared/contract';
import { File as NodeFile } from 'node:buffer';
import { z } from 'zod';
import { users } from '../fixtures/index.js';
import { setupMockServer } from '../node.js';
import { mockBindingLink, mockUploadUrl } from './settings.js';

setupMockServer();
const auth = { Authorization: users.activated.access_token };
const call = async (method: string, path: string, body?: object | FormData) => {
  const json = body && !(body instanceof FormData);
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { ...auth, ...(json ? { 'Content-Type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  return { status: res.status, body: envelopeSchema(z.unknown()).parse(await res.json()) };
};
// Node's File: the test environment's FormData is Node's and would turn a jsdom File into the text "[object File]".
const file = (parts: (string | Uint8Array)[], name: string, type: string) => new NodeFile(parts, name, { type }) as unknown as File;
const me = async () => userInfoResponseSchema.parse((await call('GET', endpoints.getUserInfo.path)).body.data);

test('PUT user/info changes the profile the next user/info shows', async () => {
  const saved = await call('PUT', endpoints.updateUserInfo.path, { display_name: 'Alice A.', bio: 'Hi <b>', website: 'https://alice.test' });
  expect(saved.status).toBe(200);
  expect(await me()).toMatchObject({ display_name: 'Alice A.', bio: 'Hi <b>', bio_html: '<p>Hi &#60;b&#62;</p>', website: 'https://alice.test' });
  await call('PUT', endpoints.updateUserInfo.path, { username: 'alice2' });
  expect(await me()).toMatchObject({ username: 'alice2', display_name: 'Alice A.' });
});

test('POST file answers the URL of the uploaded picture, which a custom avatar then uses', async () => {
  const form = new FormData();
  form.set('source', 'avatar');
  form.set('file', file(['png'], 'me.png', 'image/png'));
  const uploaded = await call('POST', endpoints.uploadFile.path, form);
  expect(uploaded.body.data).toBe(mockUploadUrl('me.png'));

  await call('PUT', endpoints.updateUserInfo.path, { avatar: { type: 'custom', custom: mockUploadUrl('me.png') } });
  expect(await me()).toMatchObject({ avatar: mockUploadUrl('me.png'), avatar_info: { type: 'custom', custom: mockUploadUrl('me.png') } });
});

test('notification settings start with the inbox only and keep what was saved', async () => {
  const first = notificationConfigSchema.parse((await call('GET', endpoints.getNotificationConfig.path)).body.data);
  expect(first.inbox.enable).toBe(true);
  expect(first.all_new_bounty.enable).toBe(false);
  await call('PUT', endpoints.updateNotificationConfig.path, { all_new_bounty: { key: 'email', enable: true } });
  const after = notificationConfigSchema.parse((await call('GET', endpoints.getNotificationConfig.path)).body.data);
  expect(after.all_new_bounty.enable).toBe(true);
});

test('PUT user/interface stores language and colour scheme', async () => {
  await call('PUT', endpoints.updateUserInterface.path, { language: 'zh_CN', color_scheme: 'dark' });
  expect(await me()).toMatchObject({ language: 'zh_CN', color_scheme: 'dark' });
  expect((await call('PUT', endpoints.updateUserInterface.path, { language: 'zh_CN', color_scheme: 'pink' })).status).toBe(400);
});

test('connector/binding/start answers a one-time link for a known connector only', async () => {
  const started = connectorBindingStartResponseSchema.parse((await call('POST', endpoints.startConnectorBinding.path, { name: 'github' })).body.data);
  expect(started.link).toBe(mockBindingLink('github'));
  expect((await call('POST', endpoints.startConnectorBinding.path, { name: 'nope' })).status).toBe(404);
});
