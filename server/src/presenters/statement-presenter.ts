import type { StatementLine } from '@site/shared/contract';
import { unix } from './time.js';

export interface StatementRow {
  id: string;
  amount: string;
  balance_after: string;
  kind: string;
  memo: string;
  created_at: Date;
  object_id: string | null;
  post_id: string | null;
  title: string | null;
  url_title: string | null;
  content_type: number | null;
}

/** One statement line. A purchase is one entry: the buyer's line says "buy", the author's "sale". */
export function presentStatementLine(r: StatementRow): StatementLine {
  const amount = Number(r.amount);
  return {
    id: r.id,
    kind: r.kind === 'buy' && amount > 0 ? 'sale' : r.kind,
    amount,
    balance_after: Number(r.balance_after),
    created_at: unix(r.created_at),
    object_id: r.object_id ?? '',
    question_id: r.post_id ?? '',
    title: r.title ?? '',
    url_title: r.url_title ?? '',
    content_type: r.content_type ?? 0,
    memo: r.memo,
  };
}
