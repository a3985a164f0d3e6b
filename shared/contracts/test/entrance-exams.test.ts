import { centsToAmount, earliestPreviousAttempt } from '../src/entrance-exams';
import { entranceExamSchema, examRegistrationSchema } from '../src/schemas/entrance-exams';
import { validate } from '../src/validation';

const errors = (schema: Parameters<typeof validate>[0], data: unknown, context: object) => {
  const result = validate(schema, data, context);
  return result.ok ? [] : result.errors.map(({ code, field, params }) => ({ code, field, ...(params ? { params } : {}) }));
};

const exam = (changes: Record<string, unknown> = {}) => ({
  nameEn: 'Mathematics Aptitude Test',
  nameZh: '数学能力测验',
  examDate: '15/04/2026',
  examTime: '',
  venue: 'Hall 1',
  fee: '50',
  programmes: ['MATH'],
  registrationClosesOn: '31/03/2026',
  previousAttemptWithinTwoYears: true,
  ...changes,
});

describe('the entrance exam form', () => {
  const today = { today: '2026-03-01' };

  it('takes a fee from SGD 1.00 to SGD 5000.00, with at most 2 decimals', () => {
    expect(errors(entranceExamSchema, exam({ fee: '1' }), today)).toEqual([]);
    expect(errors(entranceExamSchema, exam({ fee: '5000.00' }), today)).toEqual([]);
    expect(errors(entranceExamSchema, exam({ fee: '0.99' }), today)).toEqual([{ code: 'EXAM_FEE_RANGE', field: 'fee', params: ['1.00', '5000.00'] }]);
    expect(errors(entranceExamSchema, exam({ fee: '5000.01' }), today)).toEqual([{ code: 'EXAM_FEE_RANGE', field: 'fee', params: ['1.00', '5000.00'] }]);
    expect(errors(entranceExamSchema, exam({ fee: 'SGD 50' }), today)).toEqual([{ code: 'AMOUNT_FORMAT', field: 'fee' }]);
  });

  it('closes registration today at the earliest and on the exam day at the latest; an edit may keep a passed date', () => {
    expect(errors(entranceExamSchema, exam({ registrationClosesOn: '01/03/2026' }), today)).toEqual([]);
    expect(errors(entranceExamSchema, exam({ registrationClosesOn: '15/04/2026' }), today)).toEqual([]);
    expect(errors(entranceExamSchema, exam({ registrationClosesOn: '16/04/2026' }), today)).toEqual([{ code: 'EXAM_CLOSING_AFTER_EXAM', field: 'registrationClosesOn' }]);
    expect(errors(entranceExamSchema, exam({ registrationClosesOn: '28/02/2026' }), today)).toEqual([{ code: 'EXAM_CLOSING_DATE_PAST', field: 'registrationClosesOn' }]);
    expect(errors(entranceExamSchema, exam({ registrationClosesOn: '28/02/2026' }), { ...today, currentClosesOn: '2026-02-28' })).toEqual([]);
  });

  it('needs at least one programme, each from the catalogue, each once', () => {
    expect(errors(entranceExamSchema, exam({ programmes: [] }), today)).toEqual([{ code: 'EXAM_PROGRAMMES_REQUIRED', field: 'programmes' }]);
    expect(errors(entranceExamSchema, exam({ programmes: ['MATH', 'MATH'] }), today)).toEqual([{ code: 'INVALID_VALUE', field: 'programmes' }]);
  });
});

describe('registering for an entrance exam', () => {
  const examId = '7d1f5f8e-3f5b-4c55-9a43-5f1d2c3b4a59';
  const rule = { today: '2026-03-15', twoYearRule: true };

  it('counts a previous attempt from the same month two years back', () => {
    expect(earliestPreviousAttempt('2026-03-15')).toBe('2024-03');
    expect(earliestPreviousAttempt('2026-12-31')).toBe('2024-12');
    expect(errors(examRegistrationSchema, { examId, satBefore: 'YES', previousAttempt: '03/2024' }, rule)).toEqual([]);
    expect(errors(examRegistrationSchema, { examId, satBefore: 'YES', previousAttempt: '02/2024' }, rule)).toEqual([
      { code: 'EXAM_PREVIOUS_ATTEMPT_TOO_OLD', field: 'previousAttempt', params: ['03/2024'] },
    ]);
    expect(errors(examRegistrationSchema, { examId, satBefore: 'YES', previousAttempt: '02/2024' }, { ...rule, twoYearRule: false })).toEqual([]);
  });

  it('asks for the month only when sat before', () => {
    expect(errors(examRegistrationSchema, { examId, satBefore: 'NO', previousAttempt: '' }, rule)).toEqual([]);
    expect(errors(examRegistrationSchema, { examId, satBefore: 'YES', previousAttempt: '' }, rule)).toEqual([{ code: 'ENTER_PREVIOUS_ATTEMPT', field: 'previousAttempt' }]);
    expect(errors(examRegistrationSchema, { examId, satBefore: '', previousAttempt: '' }, rule)).toEqual([{ code: 'ANSWER_SAT_EXAM_BEFORE', field: 'satBefore' }]);
  });
});

it('writes cents as the fee field holds them', () => {
  expect([5, 100, 7550, 500000].map(centsToAmount)).toEqual(['0.05', '1.00', '75.50', '5000.00']);
});
