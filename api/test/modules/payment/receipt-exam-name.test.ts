/** A receipt for an entrance exam's fee names the exam in the receipt's language (issue 35), not as the fee's English description. */
import { receiptPdfModel, type ReceiptFacts } from '../../../src/modules/payment/receipt';

const facts: ReceiptFacts = {
  paymentId: 'p1',
  reference: 'PAY-26-000001',
  name: 'TAN MEI LING',
  greetingName: 'TAN MEI LING',
  email: 'demo.applicant@example.edu',
  language: 'en-GB',
  feeKind: 'ENTRANCE_EXAM_FEE',
  description: 'Entrance exam fee: Computing Aptitude Test (28/03/2026)',
  exam: { name: { 'en-GB': 'Computing Aptitude Test', 'zh-Hans': '计算机能力测验' }, examDate: '2026-03-28' },
  applicationNumber: '24000001',
  amountCents: 7500,
  gstCents: 675,
  receivedAt: new Date('2026-03-02T02:00:00Z'),
  receivedOn: null,
  method: 'GATEWAY',
};

const feeRow = (language: 'en-GB' | 'zh-Hans', of: ReceiptFacts = facts) => {
  const rows = receiptPdfModel(of, language, new Date('2026-03-02T03:00:00Z')).sections.flatMap((section) => ('rows' in section ? section.rows ?? [] : []));
  return (rows as Array<{ label: string; value: unknown }>).find((row) => row.label === (language === 'zh-Hans' ? '费用' : 'Fee'))?.value;
};

it('names the exam in the language of the receipt', () => {
  expect(feeRow('zh-Hans')).toEqual([expect.any(String), '计算机能力测验 (28/03/2026)']);
  expect(feeRow('en-GB')).toEqual([expect.any(String), 'Computing Aptitude Test (28/03/2026)']);
});

it('keeps the description for a fee that is not an exam’s', () => {
  expect(feeRow('zh-Hans', { ...facts, exam: null })).toEqual([expect.any(String), 'Entrance exam fee: Computing Aptitude Test (28/03/2026)']);
});
