// Handlers serve fixtures and canned answers: a rule the server owns is either left to the test (it gives the
// server's answer) or imported from its one definition (@site/shared/policies), never restated here. This lists the
// handlers that run shared rules, so a new one is a decision seen in review, and refuses a state compared with a bare
// number (`status !== 10`), the usual shape of a copied server rule.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A state (`status`, `mail_status`...) compared with a number literal, on either side. */
const bareStateNumber = /\b\w*status\w*\s*[!=]==?\s*\d|\d\s*[!=]==?\s*[\w.]*status\b/i;

const sources = readdirSync(__dirname)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(__dirname, file), 'utf8') }));

/** The values (not types) a handler file imports from @site/shared/policies. */
function policyImports(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@site\/shared\/policies'/g)) {
    if (m[1]) continue;
    for (const name of m[2]!.split(',').map((s) => s.trim())) if (name && !name.startsWith('type ')) found.push(name);
  }
  return found.sort();
}

test('the handlers that run shared rules, and the rules they run', () => {
  const byFile = Object.fromEntries(
    sources.map((s) => [s.file, policyImports(s.text)] as const).filter(([, names]) => names.length > 0),
  );
  expect(byFile).toEqual({
    'answer.ts': ['answerMemberActions', 'canEditAnswer', 'canViewAnswer'],
    'comment.ts': ['canManageComment', 'commentMemberActions'],
    'question-state.ts': ['canViewPostDetail', 'mayAct', 'mayInteract', 'postMemberActions'],
    'question-write.ts': ['canEditPost', 'isEditable'],
    'tag.ts': ['canManageTags', 'canSeeTag', 'tagMemberActions', 'tagSynonymActions'],
    'vote.ts': ['canVoteDirection', 'isOwnObject'],
  });
});

test('no handler compares a state with a bare number (the states a list or a rule takes are the server\'s)', () => {
  const offending = sources.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, i) => (bareStateNumber.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(offending).toEqual([]);
});

test('the number check catches the shapes it is meant for', () => {
  for (const line of ['q.status !== 10 && q.show === 1', 'x.status === 1', 'if (10 === post.status)', 'u.mail_status === 1']) {
    expect(bareStateNumber.test(line)).toBe(true);
  }
  for (const line of ['t.status === TagStatus.deleted', "u.status === 'suspended'", 'item.status = 2']) {
    expect(bareStateNumber.test(line)).toBe(false);
  }
});
