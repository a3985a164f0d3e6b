/**
 * Days as the portal shows and reads them (dd/mm/yyyy, Singapore time), counted from today: due
 * dates and closing days that must lie ahead whenever the suite runs.
 */
const SINGAPORE_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The Singapore day `days` after today, dd/mm/yyyy. */
export const singaporeDayFromToday = (days: number): string => SINGAPORE_DAY.format(new Date(Date.now() + days * 86_400_000));

/** A yyyy-mm-dd day (as the API sends it) as the portal shows it: dd/mm/yyyy. */
export const displayDay = (isoDay: string): string => isoDay.split('-').reverse().join('/');

/** A dd/mm/yyyy day as a Chinese page shows it: 2026年12月2日. */
export const chineseDay = (day: string): string => {
  const [dd, mm, yyyy] = day.split('/').map(Number);
  return `${yyyy}年${mm}月${dd}日`;
};
