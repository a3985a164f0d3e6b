import { currentLanguage } from '@portal/i18n/i18n';

/**
 * Display formats used across the portal: dates as dd/mm/yyyy (Singapore time) in every language,
 * money in SGD through Intl in the current language.
 */
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Singapore' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatMoney(cents: number): string {
  // "SGD 10.00", not "$10.00": many applicants are international, and a bare $ is ambiguous.
  return new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency: 'SGD', currencyDisplay: 'code' }).format(cents / 100);
}
