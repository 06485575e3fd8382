import type { DataOf, endpoints } from '@site/shared/contract';

export type IssuedBatch = DataOf<typeof endpoints.createRechargeBatch>;

/**
 * The batch as a CSV file (RFC 4180 line ends): `code,amount,batch`, a line per code. Codes are letters, digits and
 * dashes and the other columns numbers, so nothing needs quoting.
 */
export function rechargeCodesCsv(batch: IssuedBatch): string {
  return ['code,amount,batch', ...batch.codes.map((code) => `${code},${batch.amount},${batch.batch_id}`)].join('\r\n') + '\r\n';
}

/** A link target that downloads the file without a server round trip (the server keeps no copy to serve). */
export const csvDataUrl = (csv: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;

export const csvFileName = (batch: IssuedBatch) => `recharge-codes-batch-${batch.batch_id}.csv`;
