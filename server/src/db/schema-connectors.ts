// Third-party logins: bound accounts, login states and the keys of a binding in progress.
import type { ColumnType } from 'kysely';
import type { Id, NullableRefId, RefId, Timestamp } from './schema-columns.js';

export interface UserExternalLoginsTable {
  id: Id;
  user_id: RefId;
  provider: string;
  external_id: string;
  email: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface ConnectorStatesTable {
  state_hash: string;
  kind: 'state' | 'ticket';
  provider: string;
  user_id: NullableRefId;
  code_verifier: ColumnType<string, string | undefined, string>;
  nonce: ColumnType<string, string | undefined, string>;
  browser_hash: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface ConnectorBindingKeysTable {
  key_hash: string;
  purpose: 'email' | 'bind';
  provider: ColumnType<string, string | undefined, string>;
  external_id: ColumnType<string, string | undefined, string>;
  external_email: ColumnType<string, string | undefined, string>;
  display_name: ColumnType<string, string | undefined, string>;
  user_id: NullableRefId;
  created_at: Timestamp;
  expires_at: Timestamp;
}
