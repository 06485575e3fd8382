import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { AppError } from '../errors/app-error.js';
import { parseWith } from './validate.js';

const schema = z.object({ name: z.string(), age: z.number(), nested: z.object({ flag: z.boolean() }) });

function fieldsOf(input: unknown) {
  try {
    parseWith(schema, input);
  } catch (err) {
    assert.ok(err instanceof AppError);
    return Object.fromEntries((err.fields ?? []).map((f) => [f.field, f.message]));
  }
  assert.fail('expected a validation error');
}

describe('parseWith', () => {
  it('a missing field is required; a field of the wrong type is not valid', () => {
    assert.deepEqual(fieldsOf({ age: 'old', nested: {} }), {
      name: 'error.validation.required',
      age: 'error.validation.invalid',
      'nested.flag': 'error.validation.required',
    });
    assert.deepEqual(fieldsOf({ name: 5, age: 1, nested: { flag: 'yes' } }), {
      name: 'error.validation.invalid',
      'nested.flag': 'error.validation.invalid',
    });
  });
});
