/**
 * What the finance console's list of fees can export (@portal/contracts/office/export): its columns,
 * headed in the officer's language. Amounts are Singapore dollars before GST, as the fee is set.
 */
import { wordedSet } from '../worded-set';

export const feeExportColumns = wordedSet({
  kind: { 'en-GB': 'Fee', 'zh-Hans': '费用类别' },
  description: { 'en-GB': 'Description', 'zh-Hans': '说明' },
  applicationNumber: { 'en-GB': 'Application number', 'zh-Hans': '申请编号' },
  applicantName: { 'en-GB': 'Applicant', 'zh-Hans': '申请人' },
  email: { 'en-GB': 'E-mail address', 'zh-Hans': '电子邮箱地址' },
  amount: { 'en-GB': 'Amount before GST (S$)', 'zh-Hans': '未含消费税金额（新元）' },
  status: { 'en-GB': 'Status', 'zh-Hans': '状态' },
  dueDate: { 'en-GB': 'Due date', 'zh-Hans': '缴费截止日期' },
  createdAt: { 'en-GB': 'Charged (Singapore time)', 'zh-Hans': '开立时间（新加坡时间）' },
  paymentReference: { 'en-GB': 'Latest payment reference', 'zh-Hans': '最近一笔付款的参考编号' },
  receivedOn: { 'en-GB': 'Received on', 'zh-Hans': '收款日期' },
});
export type FeeExportColumn = (typeof feeExportColumns.values)[number];
