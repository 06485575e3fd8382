import { idSchema, isIdText } from './common.js';

const messageOf = (value: unknown) => {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues.map((i) => i.message);
};

test('an id is any digit string up to the largest bigint, nothing past it', () => {
  for (const id of ['0', '1', '42', '0000000000000000001', '9223372036854775807']) expect(messageOf(id)).toBeNull();
  // Nineteen digits, but past bigint: the database cannot compare them, so they must never get that far.
  for (const id of ['9223372036854775808', '9999999999999999999']) expect(messageOf(id)).toEqual(['error.object.id_invalid']);
});

test('text that is not an id gets one message, the same one', () => {
  for (const id of ['', '-1', '1.0', ' 7', '+7', '0x1F', '١٢٣', '18446744073709551616']) expect(messageOf(id)).toEqual(['error.object.id_invalid']);
});

test('isIdText agrees with the schema', () => {
  for (const id of ['7', '9223372036854775807', '9223372036854775808', 'x', '']) expect(isIdText(id)).toBe(idSchema.safeParse(id).success);
});
