/**
 * Personal data kept no longer than its purpose needs (PDPA; issue 38 part 4): the kinds of record a
 * retention report lists, the states of a report, and what the office administrator's page reads.
 * A report names records by id only — never a name or anything else personal — so the report itself
 * is not a second copy of what it is about to remove.
 */
import { wordedSet, type ValueOf } from '../worded-set';

/**
 * The kinds of record, in the order a report lists them and an approved one removes them
 * (applications before their documents' leftovers, people last but one, logs last).
 */
export const retentionKinds = wordedSet({
  DRAFT_APPLICATIONS: { 'en-GB': 'Draft applications never submitted', 'zh-Hans': '从未提交的申请草稿' },
  CLOSED_APPLICATIONS: { 'en-GB': 'Unsuccessful, withdrawn, declined or lapsed applications', 'zh-Hans': '未获录取、已撤回、已拒绝或逾期未答复的申请' },
  DOCUMENTS: { 'en-GB': 'Uploaded documents', 'zh-Hans': '上传的文件' },
  APPLICANTS: { 'en-GB': 'Applicants with no application left', 'zh-Hans': '已无任何申请的申请人' },
  OUTBOX: { 'en-GB': 'E-mails sent', 'zh-Hans': '已发送的电子邮件' },
  STAFF_AUDIT: { 'en-GB': 'Staff audit records', 'zh-Hans': '职员操作记录' },
});
export type RetentionKind = ValueOf<typeof retentionKinds>;
export const RETENTION_KINDS = retentionKinds.values;

/** What each kind's period is counted from, in both languages (the page's table of periods). */
export const retentionCountedFrom: Record<RetentionKind, { 'en-GB': string; 'zh-Hans': string }> = {
  DRAFT_APPLICATIONS: { 'en-GB': 'after the last change, once the application period has closed', 'zh-Hans': '自最后一次修改起计，且申请期已截止' },
  CLOSED_APPLICATIONS: { 'en-GB': 'after the outcome (or the last appeal decided)', 'zh-Hans': '自录取结果（或最后一次申诉决定）起计' },
  DOCUMENTS: { 'en-GB': 'after upload', 'zh-Hans': '自上传起计' },
  APPLICANTS: { 'en-GB': 'after the applicant record was made, with no application left', 'zh-Hans': '自申请人记录建立起计，且已无任何申请' },
  OUTBOX: { 'en-GB': 'after sending', 'zh-Hans': '自发送起计' },
  STAFF_AUDIT: { 'en-GB': 'after the action', 'zh-Hans': '自操作起计' },
};

export const retentionReportStatuses = wordedSet({
  AWAITING_APPROVAL: { 'en-GB': 'Awaiting approval', 'zh-Hans': '待批准' },
  APPROVED: { 'en-GB': 'Approved: being carried out', 'zh-Hans': '已批准，正在执行' },
  CARRIED_OUT: { 'en-GB': 'Carried out', 'zh-Hans': '已执行' },
  DECLINED: { 'en-GB': 'Declined', 'zh-Hans': '已拒绝' },
  EXPIRED: { 'en-GB': 'Expired without a decision', 'zh-Hans': '逾期未决定，已失效' },
  NOTHING_DUE: { 'en-GB': 'Nothing due for removal', 'zh-Hans': '没有需要删除的记录' },
});
export type RetentionReportStatus = ValueOf<typeof retentionReportStatuses>;
export const RETENTION_REPORT_STATUSES = retentionReportStatuses.values;

export type RetentionPeriodUnit = 'DAYS' | 'YEARS';

export interface RetentionPeriod {
  kind: RetentionKind;
  amount: number;
  unit: RetentionPeriodUnit;
}

/** One kind in a report: how many records would go (or went), the dates they are counted from, and the period applied. */
export interface RetentionKindSummary {
  kind: RetentionKind;
  count: number;
  /** The oldest and newest of the dates each record's period is counted from; null when none. */
  oldest: string | null;
  newest: string | null;
  period: RetentionPeriod;
  /** Once carried out: how many were removed, and how many no longer qualified and stayed. */
  removed?: number;
  kept?: number;
}

export interface RetentionReport {
  id: string;
  status: RetentionReportStatus;
  preparedAt: string;
  /** The officer who pressed "Prepare a report now"; null: the daily job. */
  preparedBy: string | null;
  /** A report not decided by then expires: the data will have moved on. */
  expiresAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  declineReason: string | null;
  carriedOutAt: string | null;
  kinds: RetentionKindSummary[];
}

/** GET /api/office/retention/reports: the periods in force and the reports, newest first. */
export interface RetentionOverview {
  periods: RetentionPeriod[];
  /** Days a report waits for a decision before it expires. */
  approvalDays: number;
  reports: RetentionReport[];
}

/** The columns of a report's list of records (its CSV), headed in the officer's language. */
export const retentionRecordColumns = wordedSet({
  kind: { 'en-GB': 'Kind of record', 'zh-Hans': '记录类别' },
  recordId: { 'en-GB': 'Record id', 'zh-Hans': '记录编号' },
  datedAt: { 'en-GB': 'Counted from (Singapore time)', 'zh-Hans': '起计时间（新加坡时间）' },
});

/** The staff audit's actions on a report (target RETENTION_REPORT, the report's id). */
export const RETENTION_AUDIT_ACTIONS = {
  prepared: 'RETENTION_REPORT_PREPARED',
  approved: 'RETENTION_REPORT_APPROVED',
  declined: 'RETENTION_REPORT_DECLINED',
  carriedOut: 'RETENTION_REPORT_CARRIED_OUT',
} as const;
