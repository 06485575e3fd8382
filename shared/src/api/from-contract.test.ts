import { endpoints } from '../contract/index.js';
import { contractRequest, fromContract } from './from-contract.js';

describe('requests built from contract entries', () => {
  test('a GET puts its argument in the query string, with the entry method and path', () => {
    expect(contractRequest(endpoints.getAnswerPage, { question_id: '7', page: 2 })).toEqual({
      url: endpoints.getAnswerPage.path,
      method: 'GET',
      params: { question_id: '7', page: 2 },
    });
  });

  test('a DELETE with a body schema sends its argument as the body', () => {
    expect(contractRequest(endpoints.deleteTag, { tag_id: '3' }, { passErrors: true })).toEqual({
      url: endpoints.deleteTag.path,
      method: 'DELETE',
      body: { tag_id: '3' },
      policy: { passErrors: true },
    });
  });

  test('an entry without query or body sends neither', () => {
    expect(contractRequest(endpoints.checkInstallConfigFile, undefined)).toEqual({ url: endpoints.checkInstallConfigFile.path, method: 'POST' });
  });

  test("fromContract maps the hook's argument and keeps the policy", () => {
    const def = fromContract(endpoints.getQuestionInfo, { arg: (id: string) => ({ id }), policy: { allow404: true } });
    expect(def.query('1025')).toEqual({ url: endpoints.getQuestionInfo.path, method: 'GET', params: { id: '1025' }, policy: { allow404: true } });
    const plain = fromContract(endpoints.addAnswer);
    expect(plain.query({ question_id: '1', content: 'hello there' })).toMatchObject({ method: 'POST', body: { question_id: '1', content: 'hello there' } });
    // The result is the unwrapped data as the baseQuery returns it.
    const data = { info: {}, question: {} };
    expect(plain.transformResponse(data)).toBe(data);
  });
});
