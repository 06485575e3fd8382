import type { ColumnType } from 'kysely';

// Column kinds every table file uses (bigint ids come back from pg as strings).
export type Id = ColumnType<string, string | number | bigint | undefined, never>;
export type RefId = ColumnType<string, string | number | bigint, string | number | bigint>;
export type NullableRefId = ColumnType<string | null, string | number | bigint | null | undefined, string | number | bigint | null>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Count = ColumnType<number, number | undefined, number>;
