import { nationalServiceSchema } from '../src/schemas/admission/national-service';
import { errorsOf } from './admission-helpers';

// TODAY in the context is 23/11/2026.
const SERVING = { status: 'SERVING', enlistmentDate: '05/01/2026', ordDate: '04/01/2028' };

describe('National Service section', () => {
  it('accepts a serving applicant with both dates, and the statuses that need none', () => {
    expect(errorsOf(nationalServiceSchema, SERVING)).toEqual([]);
    expect(errorsOf(nationalServiceSchema, { status: 'COMPLETED', enlistmentDate: '02/01/2023', ordDate: '01/01/2025' })).toEqual([]);
    for (const status of ['EXEMPTED', 'NOT_ENLISTED', 'NOT_APPLICABLE']) {
      expect(errorsOf(nationalServiceSchema, { status, enlistmentDate: '', ordDate: '' })).toEqual([]);
    }
  });

  it('requires the status, and a status from the list', () => {
    expect(errorsOf(nationalServiceSchema, { status: '', enlistmentDate: '', ordDate: '' })).toEqual([['status', 'SELECT_NATIONAL_SERVICE_STATUS']]);
    expect(errorsOf(nationalServiceSchema, { status: 'RESERVIST', enlistmentDate: '', ordDate: '' })).toEqual([['status', 'INVALID_VALUE']]);
  });

  it('requires both dates when serving or completed, as real dd/mm/yyyy dates', () => {
    expect(errorsOf(nationalServiceSchema, { status: 'COMPLETED', enlistmentDate: '', ordDate: '' })).toEqual([
      ['enlistmentDate', 'ENTER_ENLISTMENT_DATE'],
      ['ordDate', 'ENTER_ORD_DATE'],
    ]);
    expect(errorsOf(nationalServiceSchema, { ...SERVING, enlistmentDate: '31/02/2026', ordDate: '2028-01-04' })).toEqual([
      ['enlistmentDate', 'INVALID_DATE'],
      ['ordDate', 'INVALID_DATE'],
    ]);
  });

  it('needs the enlistment date in the past: yesterday passes, today does not', () => {
    expect(errorsOf(nationalServiceSchema, { ...SERVING, enlistmentDate: '22/11/2026' })).toEqual([]);
    expect(errorsOf(nationalServiceSchema, { ...SERVING, enlistmentDate: '23/11/2026' })).toEqual([['enlistmentDate', 'ENLISTMENT_IN_FUTURE']]);
  });

  it('needs the ORD date after the enlistment date', () => {
    expect(errorsOf(nationalServiceSchema, { ...SERVING, ordDate: '05/01/2026' })).toEqual([['ordDate', 'ORD_BEFORE_ENLISTMENT']]);
    expect(errorsOf(nationalServiceSchema, { ...SERVING, ordDate: '06/01/2026' })).toEqual([]);
  });

  it('needs a completed national service to have ended by today', () => {
    const completed = { status: 'COMPLETED', enlistmentDate: '02/01/2024' };
    expect(errorsOf(nationalServiceSchema, { ...completed, ordDate: '23/11/2026' })).toEqual([]);
    expect(errorsOf(nationalServiceSchema, { ...completed, ordDate: '24/11/2026' })).toEqual([['ordDate', 'ORD_IN_FUTURE']]);
  });

  it('keeps no dates for a status that has none', () => {
    expect(errorsOf(nationalServiceSchema, { status: 'EXEMPTED', enlistmentDate: '05/01/2026', ordDate: '' })).toEqual([
      ['enlistmentDate', 'DETAILS_NOT_EXPECTED'],
    ]);
  });
});
