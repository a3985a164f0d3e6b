/**
 * The period form's values: what the officer types (a Singapore day and a 24-hour time for each
 * end) is the API's body as it is, so the shared schema's errors and the API's land on the fields
 * typed. A period read back shows its times the same way.
 */
import type { OfficeApplicationPeriod } from '@portal/contracts/admission/application-periods';
import { CATEGORIES, CATEGORY_IDS, type CategoryId } from '@portal/contracts/categories';
import { dateText, timeText } from '@portal/contracts/date-words';
import type { SystemId } from '@portal/contracts/systems';

export interface PeriodTimes {
  nameEn: string;
  nameZh: string;
  opensOn: string;
  opensTime: string;
  closesOn: string;
  closesTime: string;
}

export interface NewPeriodValues extends PeriodTimes {
  system: string;
  category: string;
  academicYear: string;
}

export interface PeriodChangeValues extends PeriodTimes {
  reason: string;
}

/** In the order the form shows them (the error summary's order). */
export const PERIOD_FIELDS = ['system', 'category', 'academicYear', 'nameEn', 'nameZh', 'opensOn', 'opensTime', 'closesOn', 'closesTime', 'reason'] as const;

export const emptyPeriod = (academicYear: string): NewPeriodValues => ({
  system: '',
  category: '',
  academicYear,
  nameEn: '',
  nameZh: '',
  opensOn: '',
  opensTime: '',
  closesOn: '',
  closesTime: '',
});

/** dd/mm/yyyy and hh:mm in Singapore time. */
const dayAndTime = (instant: string) => ({ day: dateText(instant, 'en-GB'), time: timeText(instant) });

export function changeValues(period: OfficeApplicationPeriod): PeriodChangeValues {
  const opens = dayAndTime(period.opensAt);
  const closes = dayAndTime(period.closesAt);
  return {
    nameEn: period.nameEn,
    // A period from before both languages were asked for: the form asks for its Chinese name.
    nameZh: period.nameZh ?? '',
    opensOn: opens.day,
    opensTime: opens.time,
    closesOn: closes.day,
    closesTime: closes.time,
    reason: '',
  };
}

/** The categories a system offers (a period may be for one of them, or for all). */
export const categoriesOf = (system: string): CategoryId[] => CATEGORY_IDS.filter((id) => (CATEGORIES[id].systems as readonly string[]).includes(system as SystemId));
