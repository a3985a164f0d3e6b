/**
 * Achievements: awards and distinctions, each a record (spec 3 "Employment record and achievement").
 * The spec caps them at 3, 4 or 10 "depending on the form": the schema is made for a limit, so the
 * scholarship form can build its own with 3 or 4; the admission form takes 10.
 */
import * as yup from 'yup';
import { ALWAYS_SENT, choiceField, multilineText, text, tooLong } from './common';

export const ACHIEVEMENT_TYPES = ['ACADEMIC', 'SPORTS', 'ARTS', 'LEADERSHIP', 'COMMUNITY_SERVICE', 'OTHER'] as const;
export const ACHIEVEMENT_LEVELS = ['SCHOOL', 'NATIONAL', 'INTERNATIONAL'] as const;

/** The most achievements each form takes (spec 9: 3, 4 or 10). */
export const ACHIEVEMENT_LIMITS = { admission: 10 } as const;
export const ACHIEVEMENT_TITLE_MAX = 100;
export const ACHIEVEMENT_DESCRIPTION_MAX = 500;
/** Older awards say little about a school leaver or working adult applying now. */
export const EARLIEST_ACHIEVEMENT_YEAR = 1950;

const thisYear = (context: unknown) => Number(((context as { today?: string } | undefined)?.today ?? new Date().toISOString()).slice(0, 4));

export const achievementSchema = yup
  .object({
    title: text().trim().required('ENTER_ACHIEVEMENT_TITLE').max(ACHIEVEMENT_TITLE_MAX, tooLong(ACHIEVEMENT_TITLE_MAX)),
    type: choiceField(ACHIEVEMENT_TYPES).required('SELECT_ACHIEVEMENT_TYPE'),
    level: choiceField(ACHIEVEMENT_LEVELS).required('SELECT_ACHIEVEMENT_LEVEL'),
    year: text()
      .trim()
      .required('ENTER_ACHIEVEMENT_YEAR')
      .test('year', 'INVALID_YEAR', function (value) {
        if (!value) return true;
        return /^\d{4}$/.test(value) && Number(value) >= EARLIEST_ACHIEVEMENT_YEAR && Number(value) <= thisYear(this.options.context);
      }),
    description: multilineText().trim().required('ENTER_ACHIEVEMENT_DESCRIPTION').max(ACHIEVEMENT_DESCRIPTION_MAX, tooLong(ACHIEVEMENT_DESCRIPTION_MAX)),
  })
  .noUnknown('UNKNOWN_FIELD');

/** Achievements for a form that takes at most `limit` of them; none at all is a complete answer. */
export const achievementsSchemaFor = (limit: number) =>
  yup
    .object({
      achievements: yup
        .array()
        .of(achievementSchema)
        .typeError('INVALID_VALUE')
        .required(ALWAYS_SENT)
        .max(limit, { code: 'TOO_MANY_ACHIEVEMENTS', params: [limit] }),
    })
    .noUnknown('UNKNOWN_FIELD');

export const achievementsSchema = achievementsSchemaFor(ACHIEVEMENT_LIMITS.admission);
export type Achievements = yup.InferType<typeof achievementsSchema>;
