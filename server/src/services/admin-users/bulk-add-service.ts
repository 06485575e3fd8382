import { randomInt } from 'node:crypto';
import { BULK_ADD_MAX_LINES, MailStatus, RoleId, displayNameSchema, emailSchema, passwordSchema, type BodyOf, type endpoints } from '@site/shared/contract';
import { sql } from 'kysely';
import { errors, type FieldProblem } from '../../errors/app-error.js';
import { uniqueViolation } from '../../repositories/account-repo.js';
import type { SiteState } from '../../state/site-state.js';
import { hashPassword } from '../account/password-hash.js';
import { usernameCandidates } from '../connector/external-user.js';

interface Line {
  line: number;
  name: string;
  email: string;
  password: string;
}

const problem = (line: number, message: string): FieldProblem => ({ field: 'users', message, line });

/** The lines of the text, each checked alone (format, name, e-mail, password) and against the lines above it. */
function parseLines(text: string): { lines: Line[]; problems: FieldProblem[] } {
  const lines: Line[] = [];
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    const parts = raw.split(',').map((p) => p.trim());
    if (parts.length !== 3) return void problems.push(problem(line, 'error.admin_users.line_format'));
    const [name, email, password] = parts as [string, string, string];
    for (const [schema, value] of [[displayNameSchema, name], [emailSchema, email], [passwordSchema, password]] as const) {
      const checked = schema.safeParse(value);
      if (!checked.success) return void problems.push(problem(line, checked.error.issues[0]!.message));
    }
    const key = email.toLowerCase();
    if (seen.has(key)) return void problems.push(problem(line, 'error.admin_users.email_repeated'));
    seen.add(key);
    lines.push({ line, name, email, password });
  });
  return { lines, problems };
}

/**
 * POST admin users: Answer refuses a batch at its first bad line; here every bad line is named at once and nobody is
 * created until the whole text is right (a half batch would leave the admin guessing which lines to send again).
 * The members are created activated, with a username made from the name (or the e-mail) as third-party logins do.
 */
export async function addUsers(state: SiteState, input: BodyOf<typeof endpoints.addUsers>): Promise<null> {
  const { lines, problems } = parseLines(input.users);
  if (!problems.length && !lines.length) throw errors.fields([{ field: 'users', message: 'error.admin_users.bulk_required' }]);
  if (lines.length + problems.length > BULK_ADD_MAX_LINES) throw errors.fields([{ field: 'users', message: 'error.admin_users.bulk_too_many_lines' }]);
  if (lines.length) {
    const emails = lines.map((l) => l.email.toLowerCase());
    const taken = new Set(
      (await state.db.selectFrom('users').select(sql<string>`lower(e_mail)`.as('e')).where(sql`lower(e_mail)`, 'in', emails).execute()).map((r) => r.e),
    );
    for (const l of lines) if (taken.has(l.email.toLowerCase())) problems.push(problem(l.line, 'error.email.duplicate'));
  }
  if (problems.length) throw errors.fields(problems.sort((a, b) => a.line! - b.line!));

  // Hashing is slow (about 60 ms each): done before the transaction, which then only writes.
  const hashes = await Promise.all(lines.map((l) => hashPassword(l.password)));
  await state.db.transaction().execute(async (trx) => {
    const wanted = lines.flatMap((l) => usernameCandidates(l.name, l.email));
    const used = new Set((await trx.selectFrom('users').select('username').where('username', 'in', wanted).execute()).map((r) => r.username));
    for (const [i, l] of lines.entries()) {
      const username = usernameCandidates(l.name, l.email).find((c) => !used.has(c)) ?? `user${randomInt(1_000_000, 100_000_000)}`;
      used.add(username);
      try {
        await trx
          .insertInto('users')
          .values({ username, e_mail: l.email, pass_hash: hashes[i]!, display_name: l.name, role_id: RoleId.user, mail_status: MailStatus.active })
          .execute();
      } catch (err) {
        // An e-mail registered meanwhile: the whole batch is refused, as when it was taken before.
        if (uniqueViolation(err) === 'e_mail') throw errors.fields([problem(l.line, 'error.email.duplicate')]);
        throw err;
      }
    }
  });
  return null;
}
