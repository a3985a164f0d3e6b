/**
 * Entrance exams (issue 11): the Office of Admissions defines them (which programmes need one, its
 * date, fee and registration closing date); an applicant whose programme choices need one registers
 * for it, which creates the entrance-exam fee (spec: Entrance Exam Payment). Payloads shared by the
 * admissions console, the payment remote and the API.
 */
import type { FeeStatus } from './api';
import type { Language } from './languages';

export const ENTRANCE_EXAM_LIMITS = {
  name: 200,
  venue: 200,
  /**
   * The office's bounds for a fee. The lower one keeps a typing slip ("0.5") from creating a fee no
   * card gateway would take; the upper one keeps a slip the other way (an extra zero or two) out.
   */
  minFeeCents: 100,
  maxFeeCents: 500_000,
  /** Spec 9: "Previous entrance exam attempts: within the past 2 years" (where the exam says so). */
  previousAttemptYears: 2,
} as const;

/** What the office says of an exam, as both sides read it. Dates are yyyy-mm-dd (Singapore calendar days). */
export interface EntranceExamFacts {
  id: string;
  nameEn: string;
  nameZh: string;
  examDate: string;
  /**
   * When it starts and (if the office says) ends: hh:mm, 24-hour, Singapore time; each page words it
   * in its language (examTimeWords). Null only for an exam from before issue 35 whose time the office
   * had not written as a time; the office gives it when it next edits the exam.
   */
  startsAt: string | null;
  endsAt: string | null;
  venueEn: string;
  /** Null until the office gives it (exams from before issue 35); the applicant then reads the English. */
  venueZh: string | null;
  feeCents: number;
  /** The last day of registration (inclusive); it is also the due date of the fee registering creates. */
  registrationClosesOn: string;
  /** A previous attempt, when there was one, must be within the past 2 years. */
  previousAttemptWithinTwoYears: boolean;
}

/** An exam as the admissions console lists and edits it. */
export interface OfficeEntranceExam extends EntranceExamFacts {
  /** Programme codes (shared/contracts admission/programmes) whose applicants need this exam. */
  programmes: string[];
  /** CLOSED: the office closed it; no registration is taken, whatever the closing date says. */
  status: 'OPEN' | 'CLOSED';
  registrations: number;
  createdAt: string;
  updatedAt: string | null;
  closedAt: string | null;
}

/** One applicant's registration, as the payment remote shows it. */
export interface ExamRegistrationSummary {
  registeredAt: string;
  /** The application it was registered (and its fee raised) with. */
  applicationNumber: string;
  satBefore: boolean;
  /** mm/yyyy, when the applicant sat it before. */
  previousAttempt: string | null;
  feeStatus: FeeStatus;
}

/** An exam the followed application's programme choices need (or that the applicant registered for). */
export interface ApplicantEntranceExam extends EntranceExamFacts {
  /** Open today: not closed by the office, closing date not passed. */
  registrationOpen: boolean;
  /** The application's programme choices that need it, in ranking order. */
  programmes: string[];
  registration: ExamRegistrationSummary | null;
}

/** GET /api/payment/entrance-exams/applications/{applicationNumber} */
export interface ApplicantEntranceExams {
  applicationNumber: string;
  exams: ApplicantEntranceExam[];
}

/** POST …/registrations answers with the registration and the fee it created. */
export interface ExamRegistrationResult {
  examId: string;
  registration: ExamRegistrationSummary;
  fee: { id: string; amountCents: number; dueDate: string; status: FeeStatus };
}

/**
 * The earliest month (yyyy-mm) a previous attempt may be in under the 2-year rule, from today
 * (yyyy-mm-dd): the same month two years back, so on 15/03/2026 a sitting in 03/2024 still counts.
 */
export function earliestPreviousAttempt(today: string): string {
  const year = Number(today.slice(0, 4)) - ENTRANCE_EXAM_LIMITS.previousAttemptYears;
  return `${year}-${today.slice(5, 7)}`;
}

/** yyyy-mm → mm/yyyy, as applicants type and read months. */
export const displayMonth = (yearMonth: string): string => `${yearMonth.slice(5, 7)}/${yearMonth.slice(0, 4)}`;

/** yyyy-mm-dd → dd/mm/yyyy, as the console's date fields hold them. */
export const displayDay = (isoDay: string): string => isoDay.split('-').reverse().join('/');

/** Cents → "50.00", as the console's fee field holds it. */
export const centsToAmount = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The exam's name in a language (the office gives both). */
export const examName = (exam: Pick<EntranceExamFacts, 'nameEn' | 'nameZh'>, language: string): string =>
  language === 'zh-Hans' ? exam.nameZh : exam.nameEn;

/** The exam's venue in a language; the English one while the office has not given the Chinese. */
export const examVenue = (exam: Pick<EntranceExamFacts, 'venueEn' | 'venueZh'>, language: string): string =>
  language === 'zh-Hans' ? (exam.venueZh ?? exam.venueEn) : exam.venueEn;

/** hh:mm, 24-hour: how the office types an exam's times and how they are stored. */
export const EXAM_TIME_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * hh:mm worded for a language: "2:00 pm" in English (no one misreads it), "14:00" in Chinese (as
 * Singapore's Chinese notices write times).
 */
export function clockTime(hhmm: string, language: Language): string {
  if (language === 'zh-Hans') return hhmm;
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const twelveHour = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelveHour}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

const TIME_RANGE: Record<Language, (from: string, to: string) => string> = {
  'en-GB': (from, to) => `${from} to ${to}`,
  'zh-Hans': (from, to) => `${from}至${to}`,
};

/** The exam's time in a language ("2:00 pm to 4:00 pm" / "14:00至16:00"); '' when it has none. */
export function examTimeWords(exam: Pick<EntranceExamFacts, 'startsAt' | 'endsAt'>, language: Language): string {
  if (!exam.startsAt) return '';
  const starts = clockTime(exam.startsAt, language);
  return exam.endsAt ? TIME_RANGE[language](starts, clockTime(exam.endsAt, language)) : starts;
}
