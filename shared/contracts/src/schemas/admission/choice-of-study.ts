/** Choice of Study: up to five ranked programme choices with the ranking rules of spec 5. */
import * as yup from 'yup';
import { DOUBLE_DEGREE_RANKS, MAX_PROGRAMME_CHOICES, programmeByCode, programmesFor, type Programme } from '../../programmes';
import { ALWAYS_SENT, text, tooLong } from '../common';
import { admissionContext } from './context';

export interface ProgrammeChoiceInput {
  programme: string;
  major?: string;
}

/** Why a programme cannot be at this rank (1-based), or null. */
export function rankingProblem(programme: Programme, rank: number, choices: readonly ProgrammeChoiceInput[]): { code: string; params?: number[] } | null {
  switch (programme.ranking) {
    case 'FIRST_OR_SECOND':
      return rank <= 2 ? null : { code: 'RANK_FIRST_OR_SECOND' };
    case 'TOP_THREE':
      return rank <= 3 ? null : { code: 'RANK_TOP_THREE' };
    case 'LAW': {
      const firstTwo = new Set(choices.slice(0, 2).map((choice) => choice.programme));
      const afterMedicineAndDentistry = rank === 3 && firstTwo.has('MED') && firstTwo.has('DENT');
      return rank <= 2 || afterMedicineAndDentistry ? null : { code: 'RANK_LAW' };
    }
    case 'DOUBLE_DEGREE':
      return rank >= DOUBLE_DEGREE_RANKS.min && rank <= DOUBLE_DEGREE_RANKS.max
        ? null
        : { code: 'RANK_DOUBLE_DEGREE', params: [DOUBLE_DEGREE_RANKS.min, DOUBLE_DEGREE_RANKS.max] };
    default:
      return null;
  }
}

const choiceSchema = yup.object({
  programme: text()
    .trim()
    .required('SELECT_PROGRAMME')
    .max(20, tooLong(20))
    .test('offered', 'INVALID_VALUE', function (value) {
      const context = admissionContext(this.options);
      if (!value || !context) return true;
      return programmesFor(context.system, context.category === 'MUSIC').some((programme) => programme.code === value);
    })
    .test('unique', 'DUPLICATE_CHOICE', function (value) {
      const choices = (this.from?.[1]?.value?.choices ?? []) as ProgrammeChoiceInput[];
      const index = choices.findIndex((choice) => choice?.programme === value);
      return !value || index === -1 || choices[index] === this.parent;
    })
    .test('ranking', function (value) {
      const programme = value ? programmeByCode(value) : undefined;
      const choices = (this.from?.[1]?.value?.choices ?? []) as ProgrammeChoiceInput[];
      const rank = choices.indexOf(this.parent as ProgrammeChoiceInput) + 1;
      if (!programme || rank < 1) return true;
      const problem = rankingProblem(programme, rank, choices);
      return problem ? this.createError({ message: problem }) : true;
    }),
  major: text()
    .trim()
    .default('')
    .max(20, tooLong(20))
    .test('major', function (value) {
      const programme = programmeByCode(String(this.parent?.programme ?? ''));
      if (!programme?.majors) return !value || this.createError({ message: 'INVALID_VALUE' });
      if (!value) return this.createError({ message: 'MAJOR_REQUIRED' });
      return programme.majors.some((major) => major.code === value) || this.createError({ message: 'INVALID_VALUE' });
    }),
}).noUnknown('UNKNOWN_FIELD');

export const choiceOfStudySchema = yup
  .object({
    choices: yup
      .array()
      .of(choiceSchema)
      .typeError('INVALID_VALUE')
      .required(ALWAYS_SENT)
      .min(1, 'CHOICE_REQUIRED')
      .max(MAX_PROGRAMME_CHOICES, { code: 'TOO_MANY_CHOICES', params: [MAX_PROGRAMME_CHOICES] })
      .test('music', 'MUSIC_CHOICE_REQUIRED', function (choices) {
        const context = admissionContext(this.options);
        return context?.category !== 'MUSIC' || (choices ?? []).some((choice) => choice?.programme === 'MUS');
      }),
  })
  .noUnknown('UNKNOWN_FIELD');
export type ChoiceOfStudy = yup.InferType<typeof choiceOfStudySchema>;
