/**
 * Display formats used across the portal, in the page's language: dates in Singapore time (02/12/2026,
 * 2026年12月2日: @portal/contracts/date-words writes them for the pages, e-mails and PDFs alike),
 * money in SGD. A component that calls these re-renders on a language switch through its text hook.
 */
import { currentLanguage } from '@portal/i18n/i18n';
import type { Language } from '@portal/contracts/languages';
import { dateText, dateTimeText } from '@portal/contracts/date-words';

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

/** A day: 02/12/2026 / 2026年12月2日 (a yyyy-mm-dd day as written, an instant in Singapore time). */
export function formatDate(iso: string): string {
  return dateText(iso, currentLanguage());
}

export function formatMoney(cents: number): string {
  return moneyFormat(currentLanguage()).format(cents / 100);
}

/** A day and time in Singapore time, 24-hour: "02/12/2026, 23:59" / "2026年12月2日 23:59". */
export function formatDateTime(iso: string): string {
  return dateTimeText(iso, currentLanguage());
}
