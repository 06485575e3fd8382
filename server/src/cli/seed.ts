// pnpm --filter ./server seed -- --demo            demo users, tags and 200 posts of every kind
// pnpm --filter ./server seed -- --questions 100000 bulk posts (set-based SQL, a couple of minutes at most)
// pnpm --filter ./server seed -- --search-fixtures    known posts and answers for the search browser tests
// pnpm --filter ./server seed -- --many-answers N     one question with N answers (prints its id)
// Uses the same DATA_DIR / DATABASE_URL as the server; the embedded database must not be in use (stop the server).
import { readEnv } from '../config/env.js';
import { DatabaseInit } from '../services/install/database-init.js';
import { autoInstall } from '../services/install/install-service.js';
import { SiteState } from '../state/site-state.js';
import { seedManyAnswers, seedSearchFixtures } from './seed-extras.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedPosts, seedUsersAndTags } from './seed-lib.js';
import { seedLedger } from './seed-ledger.js';
import { seedDemoPictures } from './seed-pictures.js';
import { LocalDiskStorage, uploadsDir } from '../services/upload/local-disk-storage.js';

const args = process.argv.slice(2).filter((a) => a !== '--');
const demo = args.includes('--demo');
const searchFixtures = args.includes('--search-fixtures');
const mIndex = args.indexOf('--many-answers');
const manyAnswers = mIndex >= 0 ? Number(args[mIndex + 1]) : 0;
const qIndex = args.indexOf('--questions');
const questions = qIndex >= 0 ? Number(args[qIndex + 1]) : demo ? 200 : searchFixtures || manyAnswers ? 0 : Number(process.env.SEED_QUESTIONS ?? NaN);
if (!Number.isInteger(questions) || questions < 0 || !Number.isInteger(manyAnswers) || manyAnswers < 0) {
  console.error('usage: seed [--demo] [--questions N] [--search-fixtures] [--many-answers N]');
  process.exit(2);
}

const env = readEnv();
const state = new SiteState(env);
const started = Date.now();
const log = (m: string) => console.log(`[seed ${((Date.now() - started) / 1000).toFixed(1)}s] ${m}`);
try {
  await state.boot();
  if (env.autoInstall) await autoInstall(state, new DatabaseInit(state), env.autoInstall);
  if (!(await state.refreshInstalled(true))) {
    throw new Error(`The site in ${env.dataDir} is not installed: run the install wizard, or set AUTO_INSTALL=true.`);
  }
  await seedUsersAndTags(state.db);
  log(`users and tags ready: log in as ${DEMO_LOGINS.member} (member) or ${DEMO_LOGINS.moderator} (moderator), password ${DEMO_PASSWORD}`);
  await seedPosts(state.db, questions, log);
  if (demo) log(`${await seedDemoPictures(state.db, new LocalDiskStorage(uploadsDir(env.dataDir)))} AI picture posts given a picture`);
  if (searchFixtures) {
    await seedSearchFixtures(state.db);
    log('search fixtures ready');
  }
  if (manyAnswers > 0) {
    const id = await seedManyAnswers(state.db, manyAnswers);
    // The bench reads this line.
    console.log(`many-answers question: ${id}`);
  }
  await seedLedger(state.db);
  log(`done: ${questions} posts`);
} catch (err) {
  console.error(`[seed] ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await state.close();
}
