import { validate } from '../src/validation';
import { employmentSchema } from '../src/schemas/admission/employment';
import { amountField } from '../src/schemas/common';
import { parseMonthYear } from '../src/schemas/month-year';
import type { AdmissionContext } from '../src/schemas/admission/context';

const eligibility = { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: true } as const;
const polytechnic: AdmissionContext = { system: 'ADM', category: 'POLYTECHNIC', eligibility, today: '2026-11-23' };
const workingAdult: AdmissionContext = { system: 'SCALE', category: 'WORKING_ADULT', eligibility, today: '2026-11-23' };

const job = (overrides: Record<string, unknown> = {}) => ({
  employer: 'Keppel Offshore & Marine',
  jobTitle: 'Technician',
  jobDescription: 'Maintained hydraulic systems on rigs under construction.',
  employmentType: 'FULL_TIME',
  from: '01/2022',
  current: false,
  to: '06/2024',
  monthlySalary: '2800.00',
  bonded: 'NO',
  bondDetails: '',
  sponsored: 'NO',
  sponsorshipDetails: '',
  ...overrides,
});
const errors = (data: unknown, context: AdmissionContext = polytechnic) => {
  const result = validate(employmentSchema, data, context);
  return result.ok ? [] : result.errors.map(({ code, field, params }) => ({ code, field, ...(params ? { params } : {}) }));
};

describe('employment records', () => {
  it('takes complete records, a current job without an end month, and none for a polytechnic applicant', () => {
    expect(errors({ records: [job(), job({ current: true, to: '', from: '07/2024', employmentType: 'PART_TIME' })] })).toEqual([]);
    expect(errors({ records: [] })).toEqual([]);
  });

  it('needs at least one record from a working adult', () => {
    expect(errors({ records: [] }, workingAdult)).toEqual([{ code: 'EMPLOYMENT_REQUIRED', field: 'records' }]);
    expect(errors({ records: [job()] }, workingAdult)).toEqual([]);
  });

  it('takes 5 records and refuses 6', () => {
    expect(errors({ records: Array.from({ length: 5 }, () => job()) })).toEqual([]);
    expect(errors({ records: Array.from({ length: 6 }, () => job()) })).toEqual([{ code: 'TOO_MANY_EMPLOYMENT_RECORDS', field: 'records', params: [5] }]);
  });

  it('requires the employer, title, description, type, dates, salary and both questions', () => {
    const empty = { employer: '', jobTitle: '', jobDescription: '', employmentType: '', from: '', current: false, to: '', monthlySalary: '', bonded: '', bondDetails: '', sponsored: '', sponsorshipDetails: '' };
    expect(errors({ records: [empty] }).map((error) => error.field)).toEqual(
      ['employer', 'jobTitle', 'jobDescription', 'employmentType', 'from', 'to', 'monthlySalary', 'bonded', 'sponsored'].map((field) => `records[0].${field}`),
    );
  });

  it('takes a job description of 1000 characters and refuses 1001', () => {
    expect(errors({ records: [job({ jobDescription: 'x'.repeat(1000) })] })).toEqual([]);
    expect(errors({ records: [job({ jobDescription: 'x'.repeat(1001) })] })).toEqual([{ code: 'TOO_LONG', field: 'records[0].jobDescription', params: [1000] }]);
  });

  it('checks the months: real, not in the future, the end not before the start', () => {
    expect(errors({ records: [job({ from: '13/2022' })] })).toEqual([{ code: 'INVALID_MONTH_YEAR', field: 'records[0].from' }]);
    expect(errors({ records: [job({ to: '2024-06' })] })).toEqual([{ code: 'INVALID_MONTH_YEAR', field: 'records[0].to' }]);
    expect(errors({ records: [job({ from: '11/2026', current: true, to: '' })] })).toEqual([]);
    expect(errors({ records: [job({ from: '12/2026', current: true, to: '' })] })).toEqual([{ code: 'MONTH_IN_FUTURE', field: 'records[0].from' }]);
    expect(errors({ records: [job({ from: '06/2024', to: '06/2024' })] })).toEqual([]);
    expect(errors({ records: [job({ from: '07/2024', to: '06/2024' })] })).toEqual([{ code: 'EMPLOYMENT_DATES_ORDER', field: 'records[0].to' }]);
  });

  it('leaves the end month empty for the current job', () => {
    expect(errors({ records: [job({ current: true, to: '06/2024' })] })).toEqual([{ code: 'EMPLOYMENT_END_WHEN_CURRENT', field: 'records[0].to' }]);
  });

  it('asks for bond and sponsorship details only when the answer is yes', () => {
    expect(errors({ records: [job({ bonded: 'YES', sponsored: 'YES' })] })).toEqual([
      { code: 'ENTER_BOND_DETAILS', field: 'records[0].bondDetails' },
      { code: 'ENTER_SPONSORSHIP_DETAILS', field: 'records[0].sponsorshipDetails' },
    ]);
    expect(errors({ records: [job({ bonded: 'YES', bondDetails: 'Two years with the employer until 2026', sponsored: 'YES', sponsorshipDetails: 'Company diploma sponsorship' })] })).toEqual([]);
    expect(errors({ records: [job({ bonded: 'MAYBE' })] })).toEqual([{ code: 'INVALID_VALUE', field: 'records[0].bonded' }]);
  });

  it('takes the salary as an amount of up to 12 digits with 2 decimals', () => {
    expect(errors({ records: [job({ monthlySalary: '1234567890.99' })] })).toEqual([]);
    expect(errors({ records: [job({ monthlySalary: '2500' })] })).toEqual([]);
    for (const salary of ['12345678901', '2500.123', '2,500', '-1', '1e5']) {
      expect(errors({ records: [job({ monthlySalary: salary })] })).toEqual([{ code: 'AMOUNT_FORMAT', field: 'records[0].monthlySalary' }]);
    }
  });
});

describe('amountField', () => {
  it('is optional unless required, and checks the format only', () => {
    expect(amountField().isValidSync('')).toBe(true);
    expect(amountField().isValidSync(' 0.5 ')).toBe(true);
    expect(amountField().isValidSync('.5')).toBe(false);
  });
});

describe('parseMonthYear', () => {
  it('turns mm/yyyy into a comparable yyyy-mm, or null', () => {
    expect(parseMonthYear('03/2022')).toBe('2022-03');
    expect(parseMonthYear('00/2022')).toBeNull();
    // A single-digit month is what many people type; it means the same month.
    expect(parseMonthYear('3/2022')).toBe('2022-03');
    expect(parseMonthYear('3/22')).toBeNull();
  });
});
