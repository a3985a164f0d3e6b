import { centsToAmount, clockTime, earliestPreviousAttempt, examTimeWords, examVenue } from '../src/entrance-exams';
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
  startsAt: '09:00',
  endsAt: '',
  venueEn: 'Hall 1',
  venueZh: '一号厅',
  fee: '50',
  programmes: ['MATH'],
  registrationClosesOn: '31/03/2026',
  previousAttemptWithinTwoYears: true,
  ...changes,
});

describe('the entrance exam form', () => {
  const today = { today: '2026-03-01' };

  it('asks for the start time as hh:mm, an optional end after it, and the venue in both languages', () => {
    expect(errors(entranceExamSchema, exam({ startsAt: ' 14:00 ', endsAt: '16:00' }), today)).toEqual([]);
    expect(errors(entranceExamSchema, exam({ startsAt: '', venueEn: '', venueZh: ' ' }), today)).toEqual([
      { code: 'ENTER_EXAM_STARTS_AT', field: 'startsAt' },
      { code: 'ENTER_EXAM_VENUE_EN', field: 'venueEn' },
      { code: 'ENTER_EXAM_VENUE_ZH', field: 'venueZh' },
    ]);
    expect(errors(entranceExamSchema, exam({ startsAt: '9:00', endsAt: '2pm' }), today)).toEqual([
      { code: 'EXAM_TIME_INVALID', field: 'startsAt' },
      { code: 'EXAM_TIME_INVALID', field: 'endsAt' },
    ]);
    expect(errors(entranceExamSchema, exam({ startsAt: '14:00', endsAt: '14:00' }), today)).toEqual([{ code: 'EXAM_ENDS_BEFORE_STARTS', field: 'endsAt' }]);
  });

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

describe("an exam's time and venue as each language reads them", () => {
  it('words a time as "2:00 pm" in English and "14:00" in Chinese', () => {
    expect(['00:05', '09:00', '12:00', '12:30', '14:00', '23:59'].map((time) => clockTime(time, 'en-GB'))).toEqual(['12:05 am', '9:00 am', '12:00 pm', '12:30 pm', '2:00 pm', '11:59 pm']);
    expect(clockTime('14:00', 'zh-Hans')).toBe('14:00');
    expect(examTimeWords({ startsAt: '14:00', endsAt: '16:30' }, 'en-GB')).toBe('2:00 pm to 4:30 pm');
    expect(examTimeWords({ startsAt: '14:00', endsAt: '16:30' }, 'zh-Hans')).toBe('14:00至16:30');
    expect(examTimeWords({ startsAt: '09:00', endsAt: null }, 'en-GB')).toBe('9:00 am');
    expect(examTimeWords({ startsAt: null, endsAt: null }, 'zh-Hans')).toBe('');
  });

  it('shows the English venue in Chinese only while the office has not given the Chinese', () => {
    expect(examVenue({ venueEn: 'Hall 1', venueZh: '一号厅' }, 'zh-Hans')).toBe('一号厅');
    expect(examVenue({ venueEn: 'Hall 1', venueZh: null }, 'zh-Hans')).toBe('Hall 1');
    expect(examVenue({ venueEn: 'Hall 1', venueZh: '一号厅' }, 'en-GB')).toBe('Hall 1');
  });
});
