/**
 * Dates as the offices write them in e-mails, letters and PDFs: Singapore time, in the letter's
 * language (02/12/2026 / 2026年12月2日), written by the same code as the pages (@portal/contracts/date-words).
 */
import type { Language } from '@portal/contracts/languages';
import { dateText, dateTimeText } from '@portal/contracts/date-words';

/** A day in Singapore time: 02/12/2026 / 2026年12月2日. A yyyy-mm-dd day is written as it is. */
export const officeDate = (date: Date | string, language: Language): string => dateText(date, language);

/** A day and time in Singapore time, 24-hour: "02/12/2026, 23:59" / "2026年12月2日 23:59". */
export const officeDateTime = (date: Date | string, language: Language): string => dateTimeText(date, language);
