/**
 * Times in the save status and the conflict message: the applicant's own clock (they compare it with
 * the one on their screen), 24-hour, and dates in the page's language like everywhere in the portal.
 */
import { currentLanguage } from '@portal/i18n/i18n';
import { dateText, LOCAL_TIME, timeText } from '@portal/contracts/date-words';

export const formatLocalTime = (at: Date): string => timeText(at, LOCAL_TIME);
export const formatLocalDate = (at: Date): string => dateText(at, currentLanguage(), LOCAL_TIME);
