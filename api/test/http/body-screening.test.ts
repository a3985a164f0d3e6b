import * as yup from 'yup';
import { screenBody } from '../../src/http/body-screening';

describe('body screening before yup', () => {
  const schema = yup.object({ results: yup.array(yup.object({ subject: yup.string() }).noUnknown()) }).noUnknown();

  it('refuses a key every object inherits inside a list item as an unknown field (yup crashed on it: a 500)', () => {
    const refusals = screenBody(schema, { results: [{ subject: 'Physics' }, { constructor: "O'Brien" }] });
    expect(refusals).toEqual([expect.objectContaining({ code: 'UNKNOWN_FIELD', field: 'results[1]', params: ['constructor'] })]);
    expect(() => schema.validateSync({ results: [{ subject: 'Physics' }] })).not.toThrow();
  });

  it('lets ordinary list items through to yup', () => {
    expect(screenBody(schema, { results: [{ subject: 'Physics' }] })).toEqual([]);
  });
});
