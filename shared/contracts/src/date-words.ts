/**
 * Dates and times as the portal writes them, from one place for the pages, the e-mails and the PDFs:
 * English day first with digits as it always has (02/12/2026; "02/12/2026, 23:59" — the office's
 * forms and letters use it), Chinese in words (2026年12月2日; 2026年12月2日 23:59). Times are 24-hour
 * in both languages, in Singapore time unless a caller asks for the device's own clock.
 */
import type { Language } from './languages';

/** The office's clock; LOCAL is the device's (the save status compares with the clock on the screen). */
export const SINGAPORE_TIME = 'Asia/Singapore';
export const LOCAL_TIME = 'local';

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;

/**
 * Made the first time each is used, not when the module loads: building a formatter with a time
 * zone costs tens of milliseconds on a phone.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function partsOf(instant: Date, timeZone: string): Parts {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      ...(timeZone === LOCAL_TIME ? {} : { timeZone }),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const found = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: found.year!, month: found.month!, day: found.day!, hour: found.hour!, minute: found.minute! };
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const instantOf = (value: Date | string): Date => (typeof value === 'string' ? new Date(value) : value);

const dayIn = ({ year, month, day }: Pick<Parts, 'year' | 'month' | 'day'>, language: Language): string =>
  language === 'zh-Hans' ? `${year}年${Number(month)}月${Number(day)}日` : `${day}/${month}/${year}`;

/**
 * A day: "02/12/2026" / "2026年12月2日". Takes a yyyy-mm-dd day (written as it is), an ISO instant
 * or a Date (its day in the time zone).
 */
export function dateText(value: Date | string, language: Language, timeZone: string = SINGAPORE_TIME): string {
  const day = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  return dayIn(day ? { year: day[1]!, month: day[2]!, day: day[3]! } : partsOf(instantOf(value), timeZone), language);
}

/** A time of day, 24-hour: "23:59" in both languages. */
export function timeText(value: Date | string, timeZone: string = SINGAPORE_TIME): string {
  const { hour, minute } = partsOf(instantOf(value), timeZone);
  return `${hour}:${minute}`;
}

/** A day and time: "02/12/2026, 23:59" / "2026年12月2日 23:59". */
export function dateTimeText(value: Date | string, language: Language, timeZone: string = SINGAPORE_TIME): string {
  const instant = instantOf(value);
  return `${dayIn(partsOf(instant, timeZone), language)}${language === 'zh-Hans' ? ' ' : ', '}${timeText(instant, timeZone)}`;
}
