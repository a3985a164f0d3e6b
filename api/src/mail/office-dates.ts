/** Dates as the offices write them in e-mails, letters and PDFs: Singapore time, day first. */

/** dd/mm/yyyy in Singapore time. */
export const officeDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

/** dd/mm/yyyy hh:mm in Singapore time. */
export const officeDateTime = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
