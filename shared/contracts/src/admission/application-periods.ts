/**
 * Application periods as the Office of Admissions keeps them in its console: when applications of a
 * system (and, where the office sets one, a category) can be submitted for an academic year. The API
 * (modules/admission/period-store.ts) and the console page read the same payloads.
 */
import type { CategoryId } from '../categories';
import type { SystemId } from '../systems';

export const APPLICATION_PERIOD_LIMITS = { name: 120, reason: 500 } as const;

/** Open now; not open yet; closed. */
export const PERIOD_STATES = ['OPEN', 'UPCOMING', 'CLOSED'] as const;
export type PeriodState = (typeof PERIOD_STATES)[number];

export interface OfficeApplicationPeriod {
  id: string;
  system: SystemId;
  /** Null: every category of the system (a category's own period, where there is one, governs it instead). */
  category: CategoryId | null;
  academicYear: string;
  nameEn: string;
  /** Null for a period from before both languages were asked for (migration 0035): applicants read the English. */
  nameZh: string | null;
  /** ISO instants. */
  opensAt: string;
  closesAt: string;
  /** By the server's clock. */
  state: PeriodState;
}

/** GET /api/office/admission/application-periods[?academicYear=]: the year shown (the intake's unless asked) and its periods. */
export interface OfficeApplicationPeriods {
  academicYear: string;
  periods: OfficeApplicationPeriod[];
}

/** Whether a period is open at `now`: it opens at opensAt and closes at closesAt (that instant is already closed). */
export function periodState(opensAt: Date, closesAt: Date, now: Date): PeriodState {
  if (now.getTime() < opensAt.getTime()) return 'UPCOMING';
  return now.getTime() < closesAt.getTime() ? 'OPEN' : 'CLOSED';
}
