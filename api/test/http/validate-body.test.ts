/**
 * validateBody screens every string of a body for control characters before the schema runs, so the
 * database never sees them even when a schema forgets to use the shared text() fields.
 */
import * as yup from 'yup';
import { ApiProblem, validateBody } from '../../src/http/problems';

// Deliberately plain yup.string(): the schema that forgot.
const forgetfulSchema = yup.object({ note: yup.string(), items: yup.array(yup.string()) });

function refusal(body: unknown): ApiProblem {
  try {
    validateBody(forgetfulSchema, body);
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error('the body was accepted');
}

const invalidCharacters = (field?: string) => expect.objectContaining({ code: 'INVALID_CHARACTERS', ...(field ? { field } : {}) });

describe('validateBody', () => {
  it('refuses a NUL in a field whose schema does not check characters', () => {
    const problem = refusal({ note: 'a\u0000b' });
    expect(problem.statusCode).toBe(400);
    expect(problem.errors).toEqual([invalidCharacters('note')]);
    // Tabs and line breaks are left to the field's schema: a long answer may hold them.
    expect(validateBody(forgetfulSchema, { note: 'line one\r\n\tline two' })).toEqual({ note: 'line one\r\n\tline two' });
  });

  it('refuses control characters in array items, unknown fields and keys, naming each place', () => {
    const problem = refusal({ items: ['ok', 'bad\u0007'], extra: { 'key\u0085': 1 }, note: '\u009b' });
    expect(problem.errors).toHaveLength(3);
    expect(problem.errors).toEqual(expect.arrayContaining([invalidCharacters('items[1]'), invalidCharacters('extra'), invalidCharacters('note')]));
  });

  it('finds a NUL nested thousands deep without overflowing the stack, and names a short path', () => {
    let deep: unknown = '\u0000';
    for (let depth = 0; depth < 50_000; depth += 1) deep = [deep];
    const problem = refusal({ note: 'fine', deep });
    expect(problem.errors).toEqual([invalidCharacters('deep[0][0][0][0][0][0][0]')]);
  });

  it('refuses an array nested thousands deep where a yes/no or a number is expected, without overflowing the stack', () => {
    // Found by the malformed-body fuzz: yup's type error printed the whole value, recursively.
    const schema = yup.object({ agreed: yup.boolean(), count: yup.number() });
    let deep: unknown = [];
    for (let depth = 0; depth < 5_000; depth += 1) deep = [deep];
    for (const body of [{ agreed: deep }, { count: deep }]) {
      let thrown: unknown;
      try {
        validateBody(schema, body);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiProblem);
      expect((thrown as ApiProblem).errors).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: Object.keys(body)[0] })]);
    }
  });

  describe('lists (found by the fuzz of every JSON route)', () => {
    const schema = yup.object({
      codes: yup.array(yup.string().required('REQUIRED')).required('REQUIRED'),
      slots: yup.array(yup.object({ startsAt: yup.string().required('REQUIRED'), minutes: yup.number() })),
      active: yup.boolean(),
    });
    const refused = (body: unknown) => {
      try {
        validateBody(schema, body);
      } catch (error) {
        if (error instanceof ApiProblem) return error.errors;
        throw error;
      }
      throw new Error('the body was accepted');
    };

    it('refuses an item of the wrong shape, naming the item, instead of crashing', () => {
      expect(refused({ codes: [[]] })).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: 'codes[0]' })]);
      expect(refused({ codes: ['A'], slots: [{ startsAt: [], minutes: 30 }] })).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: 'slots[0].startsAt' })]);
      expect(refused({ codes: ['A'], slots: [''] })).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: 'slots[0]' })]);
    });

    it('refuses a list nested thousands deep without overflowing the stack', () => {
      let deep: unknown = [];
      for (let depth = 0; depth < 5_000; depth += 1) deep = [deep];
      expect(refused({ codes: ['A'], slots: deep })).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: 'slots[0]' })]);
    });

    it('refuses text where a list is expected, and a null where none is allowed, with catalogue codes that do not quote the value', () => {
      expect(refused({ codes: 'A,B' })).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: 'codes' })]);
      const nulls = refused({ codes: ['A'], active: null });
      expect(nulls).toEqual([expect.objectContaining({ code: 'REQUIRED', field: 'active', message: 'This field is required' })]);
    });
  });
});

