import { useState } from 'react';
import { Divider } from 'antd';
import { BatchesTable } from './batches-table';
import type { IssuedBatch } from './codes-csv';
import { IssueForm } from './issue-form';
import { IssuedCodes } from './issued-codes';

/** /admin/points/recharge-codes: issue a batch (its codes shown once, to download), and the batches issued so far. */
export function RechargeCodesPage() {
  const [issued, setIssued] = useState<IssuedBatch | null>(null);
  return (
    <div data-testid="recharge-codes-page">
      {issued ? <IssuedCodes batch={issued} onDone={() => setIssued(null)} /> : <IssueForm onIssued={setIssued} />}
      <Divider />
      <BatchesTable />
    </div>
  );
}
