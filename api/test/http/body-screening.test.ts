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

  describe('a list whose item rules stand in a condition ("if YES, the awards, each…")', () => {
    const conditional = yup
      .object({
        hasAwards: yup.string(),
        awards: yup
          .array()
          .when('hasAwards', { is: 'YES', then: (awards) => awards.of(yup.object({ title: yup.string().trim() }).noUnknown()) }),
      })
      .noUnknown();

    it.each([[[]], [{}], [['a']]])('refuses %j where an item holds text (yup’s trim crashed on it: a 500)', (title) => {
      const body = { hasAwards: 'YES', awards: [{ title }] };
      expect(() => conditional.validateSync(body)).toThrow(TypeError);
      expect(screenBody(conditional, body)).toEqual([expect.objectContaining({ code: 'INVALID_VALUE', field: 'awards[0].title' })]);
    });

    it('screens the items by the branch the answers choose', () => {
      expect(screenBody(conditional, { hasAwards: 'YES', awards: [{ title: 'Gold' }] })).toEqual([]);
      expect(screenBody(conditional, { hasAwards: 'YES', awards: [{ constructor: 'x' }] })).toEqual([expect.objectContaining({ code: 'UNKNOWN_FIELD', field: 'awards[0]' })]);
    });
  });
});
