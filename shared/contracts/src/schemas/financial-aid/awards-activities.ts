/**
 * Awards and Co-curricular Activities: awards and scholarships received (at most 10: spec 9, each
 * with its year and an optional amount) and activities (at most 10, each with its role and years;
 * the last year may be this one or a later one, but not before the first).
 */
import * as yup from 'yup';
import { amountField, text } from '../common';
import { listOf, pastYear, requiredText } from './fields';

export const MAX_AID_AWARDS = 10;
export const MAX_AID_ACTIVITIES = 10;
export const AWARDS_ACTIVITIES_LIMITS = { name: 200, activity: 200, role: 100 } as const;

export const aidAwardSchema = yup
  .object({
    name: requiredText(AWARDS_ACTIVITIES_LIMITS.name, 'ENTER_AID_AWARD_NAME'),
    year: pastYear('ENTER_AID_AWARD_YEAR'),
    /** Optional: not every award carries money. */
    amount: amountField(),
  })
  .noUnknown('UNKNOWN_FIELD');

export const aidActivitySchema = yup
  .object({
    activity: requiredText(AWARDS_ACTIVITIES_LIMITS.activity, 'ENTER_ACTIVITY'),
    role: requiredText(AWARDS_ACTIVITIES_LIMITS.role, 'ENTER_ACTIVITY_ROLE'),
    fromYear: pastYear('ENTER_ACTIVITY_FROM_YEAR'),
    toYear: text()
      .trim()
      .required('ENTER_ACTIVITY_TO_YEAR')
      .test('year', 'AID_YEAR_FORMAT', (value) => !value || /^\d{4}$/.test(value))
      .test('order', 'AID_END_YEAR_BEFORE_START', function (value) {
        const from = (this.parent as { fromYear?: unknown }).fromYear;
        return !value || typeof from !== 'string' || !/^\d{4}$/.test(from.trim()) || !/^\d{4}$/.test(value) || Number(value) >= Number(from.trim());
      }),
  })
  .noUnknown('UNKNOWN_FIELD');

export const aidAwardsActivitiesSchema = yup
  .object({
    awards: listOf(aidAwardSchema, MAX_AID_AWARDS, 'TOO_MANY_AWARDS'),
    activities: listOf(aidActivitySchema, MAX_AID_ACTIVITIES, 'AID_TOO_MANY_ACTIVITIES'),
  })
  .noUnknown('UNKNOWN_FIELD');
export type AidAwardsActivities = yup.InferType<typeof aidAwardsActivitiesSchema>;
