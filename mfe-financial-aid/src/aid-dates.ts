import type { AidYearDates } from '@portal/contracts/financial-aid/model';

/** Today in Singapore as yyyy-mm-dd (the office's dates are Singapore dates; the server decides again with its clock). */
export const singaporeToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** Where today falls against the year's application period. */
export function aidPeriod(dates: AidYearDates | null, today = singaporeToday()): 'NOT_CONFIGURED' | 'NOT_OPEN_YET' | 'OPEN' | 'CLOSED' {
  if (!dates) return 'NOT_CONFIGURED';
  if (today < dates.opensOn) return 'NOT_OPEN_YET';
  return today <= dates.closesOn ? 'OPEN' : 'CLOSED';
}
