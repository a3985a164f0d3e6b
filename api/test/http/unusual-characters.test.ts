/**
 * Control characters and the like in any text field of a public or sign-in form are refused with a
 * 400 naming the field, before anything reaches the database (PostgreSQL refuses NUL in text: this
 * used to be a 500).
 */
import { Browser, createTestApp, type TestApp } from '../helpers/test-app';
import { everyDatabase } from '../helpers/test-database';
import { textFieldPaths, WELL_FORMED_BODIES, withField } from '../helpers/well-formed-bodies';

const UNUSUAL = { escape: '\u001b', DEL: '\u007f', 'C1 next-line': '\u0085', 'lone surrogate': '\ud800', 'U+FFFF': '\uffff' };

const textFields = Object.entries(WELL_FORMED_BODIES).flatMap(([url, body]) => textFieldPaths(body).map((path) => ({ url, body, path })));
const enquiryUrl = '/api/public/application-number/enquiry';
const enquiry = WELL_FORMED_BODIES[enquiryUrl]!;

/** In the middle of the value: trimming must not be what saves the day. */
const inserting = (character: string) => (value: unknown) => `${String(value).slice(0, 1)}${character}${String(value).slice(1)}`;

// An API client is told which field by `field`; the English message says "This answer".
const INVALID_CHARACTERS_MESSAGE =
  'This answer must not include invisible or unusual characters. They sometimes come along with copied text: remove them, or type the text again';
const invalidCharacters = (field?: string) => ({ code: 'INVALID_CHARACTERS', message: INVALID_CHARACTERS_MESSAGE, ...(field ? { field } : {}) });

describe.each(everyDatabase())('unusual characters in text fields on %s', (target) => {
  let t: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    t = await createTestApp(target);
    browser = new Browser(t.app);
  });
  afterAll(() => t?.close());

  it.each(textFields)('POST $url refuses a NUL in $path', async ({ url, body, path }) => {
    const response = await browser.post(url, withField(body, path, inserting('\u0000')));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([invalidCharacters(path.join('.'))]);
  });

  it.each(Object.entries(UNUSUAL))('refuses a %s in a name', async (_name, character) => {
    const response = await browser.post(enquiryUrl, withField(enquiry, ['fullName'], inserting(character)));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([invalidCharacters('fullName')]);
  });

  it('refuses a tab in a one-line field, by the shared schema', async () => {
    const response = await browser.post('/api/public/b2c/socialEnq/submit', { ...WELL_FORMED_BODIES['/api/public/b2c/socialEnq/submit'], fullName: 'TAN\tAH KOW' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([invalidCharacters('fullName')]);
  });

  it('refuses a NUL in a field no schema knows, and in a key, before any other check', async () => {
    const unknownField = await browser.post(enquiryUrl, { ...enquiry, remarks: ['fine', { note: 'a\u0000b' }] });
    expect(unknownField.json()).toEqual({ errors: [invalidCharacters('remarks[1].note')] });
    const nestedKey = await browser.post(enquiryUrl, { ...enquiry, nokContact: { 'country\u0000Code': '65' } });
    expect(nestedKey.json()).toEqual({ errors: [invalidCharacters('nokContact')] });
    const topKey = await browser.post(enquiryUrl, { ...enquiry, 'x\u0000': 1 });
    expect(topKey.statusCode).toBe(400);
    expect(topKey.json()).toEqual({ errors: [invalidCharacters()] });
  });
});
