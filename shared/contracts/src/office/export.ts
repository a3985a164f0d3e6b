/**
 * An office list taken away as a file (issue 37): the registrar's CSV or an Excel workbook of the
 * rows the list's search finds, with the columns the officer chose, headed in the officer's language.
 * Each list names the columns it can export as a worded set (its ids and their headers in both
 * languages); the API streams the rows and records the export in the staff audit, since it is
 * personal data leaving the portal.
 */
import type { Language } from '../languages';
import { wordedSet, type SetWords } from '../worded-set';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The staff audit's action for an export: its list, filters, format, columns and how many rows left. */
export const LIST_EXPORTED = 'LIST_EXPORTED';

/** The chosen columns' ids, in the list's own order (however the address named them), each once. */
export function chosenColumns<Id extends string>(columnIds: readonly Id[], columns: string): Id[] {
  const chosen = new Set(columns.split(','));
  return columnIds.filter((id) => chosen.has(id));
}

/**
 * Where an applicant's reply to an offer stands — an admission offer, a scholarship award, an aid
 * package: each console's export words its reply with this one set (a package "rejected" is DECLINED).
 */
export const offerReplies = wordedSet({
  OFFERED: { 'en-GB': 'Awaiting reply', 'zh-Hans': '等待答复' },
  ACCEPTED: { 'en-GB': 'Accepted', 'zh-Hans': '已接受' },
  DECLINED: { 'en-GB': 'Declined', 'zh-Hans': '已拒绝' },
  LAPSED: { 'en-GB': 'Lapsed (no reply by the date)', 'zh-Hans': '逾期未答复' },
});

/**
 * The columns a list of applications known by their reference (SCH-…, FA-…) begins with, in this
 * order: the scholarships and financial aid lists spread them into their own sets.
 */
export const referencedApplicationColumns = {
  reference: { 'en-GB': 'Reference', 'zh-Hans': '申请参考编号' },
  applicantName: { 'en-GB': 'Applicant', 'zh-Hans': '申请人' },
  email: { 'en-GB': 'E-mail address', 'zh-Hans': '电子邮箱地址' },
  admissionApplicationNumber: { 'en-GB': 'Admission application number', 'zh-Hans': '入学申请编号' },
  academicYear: { 'en-GB': 'Academic year', 'zh-Hans': '学年' },
  status: { 'en-GB': 'Status', 'zh-Hans': '状态' },
  submittedAt: { 'en-GB': 'Submitted (Singapore time)', 'zh-Hans': '提交时间（新加坡时间）' },
} as const satisfies SetWords;

type Words = Record<Language, string>;
const notReleased = (words: Words): Words => ({ 'en-GB': `${words['en-GB']} (not released)`, 'zh-Hans': `${words['zh-Hans']}（尚未公布）` });

/**
 * An outcome as the office reads it in an export: released to the applicant, or recorded and not
 * yet released (`<decision>_UNRELEASED`). Each console words its two decisions (an admission offer is
 * 录取, a scholarship is 获颁).
 */
export const exportedOutcomeWords = (offered: Words, unsuccessful: Words) =>
  wordedSet({ OFFERED: offered, UNSUCCESSFUL: unsuccessful, OFFERED_UNRELEASED: notReleased(offered), UNSUCCESSFUL_UNRELEASED: notReleased(unsuccessful) });
