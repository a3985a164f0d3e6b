import { formatterOnFirstUse } from '@portal/ui/format';
/**
 * Times in the save status and the conflict message: the applicant's own clock (they compare it with
 * the one on their screen), 24-hour, and dates as dd/mm/yyyy like everywhere in the portal.
 */
const timeFormat = formatterOnFirstUse(() => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }));
const dateFormat = formatterOnFirstUse(() => new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }));

export const formatLocalTime = (at: Date): string => timeFormat().format(at);
export const formatLocalDate = (at: Date): string => dateFormat().format(at);
