import * as yup from 'yup';
import { multilineText, text } from '../src/schemas/common';
import { applicationNumberEnquirySchema } from '../src/schemas/public';
import { validate } from '../src/validation';

const refused = {
  NUL: '\u0000',
  'other C0 control': '\u001b',
  DEL: '\u007f',
  'C1 control': '\u0085',
  'last C1 control': '\u009f',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udfff',
  'U+FFFE': '\ufffe',
  'U+FFFF': '\uffff',
};
const lineBreaks = { tab: '\t', 'line feed': '\n', 'carriage return': '\r' };
const accepted = {
  'accented letters': 'Zoë Müller-Ørsted',
  'Chinese name': '陈大文',
  'emoji (a surrogate pair)': 'ok \u{1f600}',
  'no-break space': 'TAN\u00a0AH KOW',
  apostrophe: "O'Brien",
};

const field = (schema: yup.StringSchema<string | undefined>) => yup.object({ answer: schema });
const errorsFor = (schema: yup.StringSchema<string | undefined>, answer: string) => {
  const result = validate(field(schema), { answer });
  return result.ok ? [] : result.errors;
};
const invalidCharacters = [{ code: 'INVALID_CHARACTERS', field: 'answer', message: expect.stringContaining('unusual characters') }];

describe('text()', () => {
  it.each(Object.entries({ ...refused, ...lineBreaks }))('refuses a %s inside the text', (_name, character) => {
    expect(errorsFor(text(), `TAN${character}AH KOW`)).toEqual(invalidCharacters);
  });

  it.each(Object.entries(accepted))('accepts %s', (_name, value) => {
    expect(errorsFor(text(), value)).toEqual([]);
  });

  it('reports the unusual characters before any other rule of the field', () => {
    expect(errorsFor(text().trim().email('INVALID_EMAIL').max(5, 'TOO_LONG'), 'name\u0000@example.edu')).toEqual(invalidCharacters);
  });

  it('refuses JSON null with a catalogue code, not yup\'s own English text', () => {
    expect(errorsFor(text(), null as unknown as string)).toEqual([{ code: 'INVALID_VALUE', field: 'answer', message: 'This answer cannot be accepted as it is. Check it and try again' }]);
  });

  it('leaves an absent optional field alone', () => {
    expect(validate(field(text()), {})).toEqual({ ok: true, value: {} });
  });
});

describe('multilineText()', () => {
  it.each(Object.entries(refused))('refuses a %s', (_name, character) => {
    expect(errorsFor(multilineText(), `first line\n${character}second line`)).toEqual(invalidCharacters);
  });

  it.each(Object.entries({ ...accepted, ...lineBreaks }))('accepts %s', (_name, value) => {
    expect(errorsFor(multilineText(), `first line${value}second line`)).toEqual([]);
  });
});

describe('shared schemas', () => {
  it('refuse a control character in a nested text field by its path', () => {
    const result = validate(applicationNumberEnquirySchema, {
      fullName: 'TAN AH KOW',
      dob: '01/01/2006',
      nric: 'S1234567D',
      email: 'tan@example.edu',
      nokName: 'TAN\u0000AH BENG',
      nokContact: { countryCode: '65', contactNumber: '9123\u00004567' },
    });
    expect(!result.ok && result.errors).toEqual([
      { code: 'INVALID_CHARACTERS', field: 'nokName', message: expect.any(String) },
      { code: 'INVALID_CHARACTERS', field: 'nokContact.contactNumber', message: expect.any(String) },
    ]);
  });
});
