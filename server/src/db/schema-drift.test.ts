// db/schema.ts is written by hand next to the migrations; nothing in the compiler ties the two. This test reads the
// selected type of every column from schema.ts (TypeScript's own checker) and compares it with the database the
// migrations build, on whichever engine the run uses: the same tables, the same columns, the same nullability, and a
// TypeScript type that can hold what pg returns for the column's SQL type.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import ts from 'typescript';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

type Kind = 'string' | 'number' | 'boolean' | 'Date' | 'json';
interface Column {
  kinds: Set<Kind>;
  nullable: boolean;
}

/** What pg hands back for each SQL type this schema uses (bigint and numeric as strings, to keep their precision). */
const KIND_OF_SQL: Record<string, Kind> = {
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
  int8: 'string',
  numeric: 'string',
  tsvector: 'string',
  int2: 'number',
  int4: 'number',
  float4: 'number',
  float8: 'number',
  bool: 'boolean',
  timestamptz: 'Date',
  timestamp: 'Date',
  date: 'Date',
  json: 'json',
  jsonb: 'json',
};

/** The select type of every column of every table in the `Database` interface of schema.ts. */
function declaredSchema(): Map<string, Map<string, Column>> {
  const file = fileURLToPath(new URL('./schema.ts', import.meta.url));
  const program = ts.createProgram([file], { strict: true, noEmit: true, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const database = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database');
  assert.ok(database, 'schema.ts declares interface Database');
  const tables = new Map<string, Map<string, Column>>();
  for (const table of checker.getTypeAtLocation(database).getProperties()) {
    const columns = new Map<string, Column>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      const declared = checker.getTypeOfSymbol(column);
      // Kysely's ColumnType<S, I, U> keeps the select type in __select__; a plain type is its own select type.
      const selectSymbol = declared.getProperty('__select__');
      const selected = selectSymbol ? checker.getTypeOfSymbol(selectSymbol) : declared;
      columns.set(column.name, describe(checker, selected));
    }
    tables.set(table.name, columns);
  }
  return tables;
}

function describe(checker: ts.TypeChecker, type: ts.Type): Column {
  const parts = type.isUnion() ? type.types : [type];
  const kinds = new Set<Kind>();
  let nullable = false;
  for (const part of parts) {
    if (part.flags & ts.TypeFlags.Null) nullable = true;
    else if (part.flags & (ts.TypeFlags.String | ts.TypeFlags.StringLiteral)) kinds.add('string');
    else if (part.flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) kinds.add('number');
    else if (part.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) kinds.add('boolean');
    else if (checker.typeToString(part) === 'Date') kinds.add('Date');
    else kinds.add('json'); // unknown, an object or an array: what pg parses json into
  }
  return { kinds, nullable };
}

let t: TestApp;
before(async () => {
  t = await createTestApp({ installed: true });
});
after(() => t.close());

test('schema.ts matches the migrated database: tables, columns, SQL types and nullability', async () => {
  const rows = await sql<{ table_name: string; column_name: string; udt_name: string; is_nullable: 'YES' | 'NO' }>`
    SELECT table_name, column_name, udt_name, is_nullable
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name, ordinal_position`.execute(t.app.site.db);
  const migrated = new Map<string, Map<string, { sqlType: string; nullable: boolean }>>();
  for (const r of rows.rows) {
    if (!migrated.has(r.table_name)) migrated.set(r.table_name, new Map());
    migrated.get(r.table_name)!.set(r.column_name, { sqlType: r.udt_name, nullable: r.is_nullable === 'YES' });
  }
  const declared = declaredSchema();

  const problems: string[] = [];
  for (const name of migrated.keys()) if (!declared.has(name)) problems.push(`table ${name} is migrated but missing from schema.ts`);
  for (const [name, columns] of declared) {
    const real = migrated.get(name);
    if (!real) {
      problems.push(`table ${name} is in schema.ts but no migration creates it`);
      continue;
    }
    for (const column of real.keys()) if (!columns.has(column)) problems.push(`${name}.${column} is migrated but missing from schema.ts`);
    for (const [column, type] of columns) {
      const sqlColumn = real.get(column);
      if (!sqlColumn) {
        problems.push(`${name}.${column} is in schema.ts but not in the database`);
        continue;
      }
      const kind = KIND_OF_SQL[sqlColumn.sqlType];
      if (!kind) problems.push(`${name}.${column}: SQL type ${sqlColumn.sqlType} has no TypeScript mapping in this test`);
      else if (!type.kinds.has(kind) || (kind !== 'json' && type.kinds.size > 1))
        problems.push(`${name}.${column}: ${sqlColumn.sqlType} comes back as ${kind}, schema.ts says ${[...type.kinds].join(' | ')}`);
      if (sqlColumn.nullable !== type.nullable)
        problems.push(`${name}.${column}: the database ${sqlColumn.nullable ? 'allows' : 'refuses'} NULL, schema.ts ${type.nullable ? 'allows' : 'refuses'} it`);
    }
  }
  assert.deepEqual(problems, []);
  // The comparison really looked at something.
  assert.ok(declared.size >= 20 && rows.rows.length > 150, `${declared.size} tables, ${rows.rows.length} columns`);
});
