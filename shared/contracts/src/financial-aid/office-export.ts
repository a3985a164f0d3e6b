/**
 * What the financial aid console's list of applications can export (@portal/contracts/office/export):
 * its columns, headed in the officer's language. Amounts are Singapore dollars; the package is the
 * live one (a package replaced by a later one is not exported), its reply worded by the consoles'
 * one set of replies (office/export's offerReplies).
 */
import { referencedApplicationColumns } from '../office/export';
import { wordedSet } from '../worded-set';

export const aidExportColumns = wordedSet({
  ...referencedApplicationColumns,
  perCapitaIncome: { 'en-GB': 'Per-capita monthly household income (S$)', 'zh-Hans': '家庭人均月收入（新元）' },
  packageSchemes: { 'en-GB': 'Aid offered', 'zh-Hans': '所提供的资助' },
  packageBursaries: { 'en-GB': 'Bursaries offered a year (S$)', 'zh-Hans': '每年助学金总额（新元）' },
  packageReply: { 'en-GB': 'Reply to the package', 'zh-Hans': '对资助配套的答复' },
});
export type AidExportColumn = (typeof aidExportColumns.values)[number];
