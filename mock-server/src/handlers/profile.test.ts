// The canned profile answers parse with their contract entries (a drifted fixture fails here, not in a page test).
import { endpoints, envelopeSchema, type AnyEndpoint } from '@site/shared/contract';
import { z } from 'zod';
import { users } from '../fixtures/index.js';
import { setupMockServer } from '../node.js';

setupMockServer();

async function dataOf(entry: AnyEndpoint, query: string, token?: string) {
  const res = await fetch(`http://localhost${entry.path}${query}`, { headers: token ? { authorization: token } : {} });
  const body = envelopeSchema(z.unknown()).parse(await res.json());
  return { status: res.status, data: body.data };
}

const cases: [AnyEndpoint, string][] = [
  [endpoints.getPersonalUserInfo, '?username=alice'],
  [endpoints.getPersonalTop, '?username=alice'],
  [endpoints.getPersonalQuestionPage, '?username=alice'],
  [endpoints.getPersonalAnswerPage, '?username=alice'],
  [endpoints.getPersonalCommentPage, '?username=alice'],
  [endpoints.getPersonalRankPage, '?username=alice'],
  [endpoints.getUserRanking, ''],
  [endpoints.getUserStaff, ''],
];

test.each(cases.map(([entry, query]) => [entry.path, entry, query] as const))('%s answers its contract exactly', async (_path, entry, query) => {
  const { status, data } = await dataOf(entry, query);
  expect(status).toBe(200);
  expect(entry.response.parse(data)).toEqual(data);
});

test('votes need a login and answer the caller', async () => {
  expect((await dataOf(endpoints.getPersonalVotePage, '')).status).toBe(401);
  const { data } = await dataOf(endpoints.getPersonalVotePage, '', users.activated.access_token);
  expect(endpoints.getPersonalVotePage.response.parse(data).count).toBe(1);
});

test('an unknown member is a 404 for the profile and a 400 for its lists (as Answer answers)', async () => {
  expect((await dataOf(endpoints.getPersonalUserInfo, '?username=ghost')).status).toBe(404);
  expect((await dataOf(endpoints.getPersonalQuestionPage, '?username=ghost')).status).toBe(400);
});
