import { csvDataUrl, rechargeCodesCsv } from './codes-csv';

test('the CSV has a header and one line per code with its amount and batch', () => {
  const csv = rechargeCodesCsv({ batch_id: '12', amount: 50, codes: ['ABCDE-FGHJK-MNPQR-STUVW', 'XYZ23-45678-9ABCD-EFGHJ'] });
  expect(csv.split('\r\n')).toEqual(['code,amount,batch', 'ABCDE-FGHJK-MNPQR-STUVW,50,12', 'XYZ23-45678-9ABCD-EFGHJ,50,12', '']);
  expect(decodeURIComponent(csvDataUrl(csv).replace(/^data:text\/csv;charset=utf-8,/, ''))).toBe(csv);
});
