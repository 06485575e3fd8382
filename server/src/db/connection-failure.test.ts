import assert from 'node:assert/strict';
import { it } from 'node:test';
import pg from 'pg';
import { isConnectionFailure } from './connection-failure.js';

it('a dead or unreachable database is told apart from a query that was wrong', () => {
  const terminated = Object.assign(new pg.DatabaseError('terminating connection due to administrator command', 0, 'error'), { code: '57P01' });
  const lost = [
    terminated,
    new Error('Connection terminated unexpectedly'),
    new Error('Client has encountered a connection error and is not queryable'),
    new Error('timeout exceeded when trying to connect'),
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
    new Error('embedded database: its worker has stopped'),
    new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') }),
  ];
  for (const err of lost) assert.equal(isConnectionFailure(err), true, err.message);

  const notLost = [
    Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    Object.assign(new Error('could not serialize access'), { code: '40001' }),
    Object.assign(new Error('syntax error at or near'), { code: '42601' }),
    new Error('Cannot read properties of undefined'),
    null,
    'Connection terminated',
  ];
  for (const err of notLost) assert.equal(isConnectionFailure(err), false, String((err as Error | null)?.message ?? err));
});
