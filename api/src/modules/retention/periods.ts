/**
 * Each kind's retention period, from the configuration (config.ts RETENTION_*), and the moment before
 * which a record's date must lie for the period to have passed.
 */
import { RETENTION_KINDS, type RetentionKind, type RetentionPeriod } from '@portal/contracts/office/retention';
import type { RetentionConfig } from '../../config';

export function retentionPeriods(config: RetentionConfig): RetentionPeriod[] {
  const amounts: Record<RetentionKind, Omit<RetentionPeriod, 'kind'>> = {
    DRAFT_APPLICATIONS: { amount: config.draftDays, unit: 'DAYS' },
    CLOSED_APPLICATIONS: { amount: config.closedApplicationYears, unit: 'YEARS' },
    DOCUMENTS: { amount: config.documentYears, unit: 'YEARS' },
    APPLICANTS: { amount: config.unusedApplicantDays, unit: 'DAYS' },
    OUTBOX: { amount: config.outboxDays, unit: 'DAYS' },
    STAFF_AUDIT: { amount: config.staffAuditYears, unit: 'YEARS' },
  };
  return RETENTION_KINDS.map((kind) => ({ kind, ...amounts[kind] }));
}

/** `now` less the period: calendar years (29 February steps back to 28 February), or days of 24 hours. */
export function cutoffOf(period: Pick<RetentionPeriod, 'amount' | 'unit'>, now: Date): Date {
  if (period.unit === 'DAYS') return new Date(now.getTime() - period.amount * 86_400_000);
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - period.amount);
  // setUTCFullYear turns 29 February of a year without one into 1 March: a day too late to be safe.
  if (cutoff.getUTCDate() !== now.getUTCDate()) cutoff.setUTCDate(0);
  return cutoff;
}
