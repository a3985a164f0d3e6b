/** Display formats used across the portal: dates as dd/mm/yyyy (Singapore time), money in SGD. */
import { currentLanguage } from '@portal/i18n/i18n';
import type { Language } from '@portal/contracts/languages';

/**
 * A formatter made the first time it is used, not when the module loads: building one (a time zone
 * above all) costs tens of milliseconds on a phone, and a page's start-up need not pay for formats
 * its first screen never shows.
 */
export function formatterOnFirstUse<Formatter>(make: () => Formatter): () => Formatter {
  let made: Formatter | undefined;
  return () => (made ??= make());
}

// Dates read dd/mm/yyyy in every language (the office's forms and letters use it).
const dateFormat = formatterOnFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Singapore' }),
);

// "SGD 10.00", not "$10.00": many applicants are international, and a bare $ is ambiguous.
// Digits and separators follow the page's language; a component that calls this re-renders on a switch.
const moneyFormats = new Map<Language, Intl.NumberFormat>();
function moneyFormat(language: Language): Intl.NumberFormat {
  let format = moneyFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: 'SGD', currencyDisplay: 'code' });
    moneyFormats.set(language, format);
  }
  return format;
}

export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

export function formatMoney(cents: number): string {
  return moneyFormat(currentLanguage()).format(cents / 100);
}

// Times in Singapore time, 24-hour: deadlines and the timeline are the office's clock.
const dateTimeFormat = formatterOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Singapore',
    }),
);

/** dd/mm/yyyy, hh:mm in Singapore time. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat().format(new Date(iso));
}
