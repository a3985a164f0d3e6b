/** Display formats used across the portal: dates as dd/mm/yyyy (Singapore time), money in SGD. */
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Singapore' });
// "SGD 10.00", not "$10.00": many applicants are international, and a bare $ is ambiguous.
const moneyFormat = new Intl.NumberFormat('en-SG', { style: 'currency', currency: 'SGD', currencyDisplay: 'code' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function formatMoney(cents: number): string {
  return moneyFormat.format(cents / 100);
}
