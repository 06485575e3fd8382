// Used by scripts/run-tests.mjs before the PostgreSQL pass: migrates the given (new, empty) database once, so every
// test app's database can be a copy of it (CREATE DATABASE ... TEMPLATE).
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../db/migrate.js';

const url = process.argv[2];
if (!url) throw new Error('usage: build-pg-template-cli.ts <postgres url of an empty database>');
const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
try {
  await migrateToLatest(db);
} finally {
  // No connection may stay open: PostgreSQL copies a template only while nobody is connected to it.
  await db.destroy();
}
