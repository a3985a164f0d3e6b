/**
 * Issue 35: an error message names its field and says what to do ("Enter your application number",
 * "输入您的申请编号"), never the generic "This field is required". The schemas and the client-side
 * checks name a field-specific code for every required field (schemas/common.ts says why); this test
 * reads their source, so a `when` branch or a custom test counts as much as a plain `.required()`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MESSAGES } from '../src/messages';
import MESSAGES_ZH_HANS from '../src/messages.zh-Hans';
import { PUBLIC_FIELD_ERRORS } from '../src/messages/field-errors-public';
import { ADMISSION_FIELD_ERRORS } from '../src/messages/field-errors-admission';
import { SCHOLARSHIP_FIELD_ERRORS } from '../src/messages/field-errors-scholarship';
import { FINANCIAL_AID_FIELD_ERRORS } from '../src/messages/field-errors-financial-aid';
import { OFFICE_FIELD_ERRORS } from '../src/messages/field-errors-office';
import { checkSchema } from '../src/schema-errors';
import { newStaffSchema } from '../src/schemas/office-staff';
import { pinResetRequestSchema } from '../src/schemas/public';

const ROOT = join(__dirname, '../../..');

/** Where forms' rules live: the shared schemas, the API's own, and the browser's client-only checks. */
const SOURCE_DIRS = ['shared/contracts/src/schemas', 'shared/forms/src', 'shared/ui/src', 'api/src', 'shell/src', ...readdirSync(ROOT).filter((name) => name.startsWith('mfe-')).map((name) => `${name}/src`)];

/** The generic code stays only as the fallbacks for what no schema names (see their comments). */
const GENERIC_ALLOWED = new Set([
  'shared/contracts/src/schemas/common.ts', // ALWAYS_SENT: parts of a request a form always sends
  'shared/contracts/src/schema-errors.ts', // a rule yup applies by itself
  'api/src/http/error-handling.ts', // a property Fastify's JSON schema found missing
  'api/src/modules/address/onemap.ts', // the address service's answer, read by the API, never typed by a person
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'locales') return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const sources = SOURCE_DIRS.flatMap(sourceFiles).map((path) => ({ path: relative(ROOT, join(ROOT, path)), text: readFileSync(join(ROOT, path), 'utf8') }));

/** The codes a source names as a field's message: the field-specific verbs, and any code in a rule's message position. */
const CODE_USES = [
  /'((?:ENTER|SELECT|ANSWER|CONFIRM|UPLOAD)_[A-Z0-9_]+)'/g,
  /\.required\('([A-Z][A-Z0-9_]*)'\)/g,
  /createError\(\{ (?:path: [^,]+, )?message: '([A-Z][A-Z0-9_]*)' \}\)/g,
  /\.test\('[^']+', '([A-Z][A-Z0-9_]*)'/g,
  /messageRef\('([A-Z][A-Z0-9_]*)'\)/g,
];

const FIELD_ERRORS = { PUBLIC_FIELD_ERRORS, ADMISSION_FIELD_ERRORS, SCHOLARSHIP_FIELD_ERRORS, FINANCIAL_AID_FIELD_ERRORS, OFFICE_FIELD_ERRORS };
const fieldErrorCodes = Object.values(FIELD_ERRORS).flatMap((messages) => Object.keys(messages));

describe('error messages name their field (issue 35)', () => {
  it('no form rule answers the bare generic REQUIRED', () => {
    const offenders = sources
      .filter((source) => !GENERIC_ALLOWED.has(source.path))
      .flatMap((source) =>
        source.text
          .split('\n')
          .map((line, index) => ({ line, at: `${source.path}:${index + 1}` }))
          .filter(({ line }) => /'REQUIRED'|\.required\(\)/.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('every code a form rule names has an English and a Chinese text', () => {
    const used = new Set(sources.flatMap((source) => CODE_USES.flatMap((pattern) => [...source.text.matchAll(pattern)].map((match) => match[1] ?? ''))));
    const english = MESSAGES as Record<string, string | undefined>;
    const chinese = MESSAGES_ZH_HANS as Record<string, string | undefined>;
    const missing = [...used].filter((code) => !english[code] || !/[\u4e00-\u9fff]/.test(chinese[code] ?? ''));
    expect(missing).toEqual([]);
  });

  it('each field-specific code is defined once and used by a form', () => {
    expect(new Set(fieldErrorCodes).size).toBe(fieldErrorCodes.length);
    const everything = sources.map((source) => source.text).join('\n');
    expect(fieldErrorCodes.filter((code) => !everything.includes(`'${code}'`))).toEqual([]);
  });

  it('says what to do, as GOV.UK does: an instruction in both languages, with no 请', () => {
    const english = (code: string) => (MESSAGES as Record<string, string>)[code] ?? '';
    const chinese = (code: string) => (MESSAGES_ZH_HANS as Record<string, string>)[code] ?? '';
    const notInstructions = fieldErrorCodes.filter(
      (code) =>
        !/^(Enter|Select|Describe|Upload)\b/.test(english(code)) ||
        !/^(输入|选择|描述|上传|再次输入|至少|如)/.test(chinese(code)) ||
        /(?<!申)请/.test(chinese(code)) || // 申请 (application) is a noun, not a plea
        /required|必填/i.test(english(code) + chinese(code)),
    );
    expect(notInstructions).toEqual([]);
  });

  it('an empty form answers each field with its own code, a choice list too (yup checks oneOf before required)', () => {
    const codes = (result: ReturnType<typeof checkSchema>) => (result.ok ? [] : result.errors.map((error) => `${error.field}:${error.code}`));
    expect(codes(checkSchema(pinResetRequestSchema, { applicationNumber: '', email: '' }))).toEqual([
      'applicationNumber:ENTER_APPLICATION_NUMBER',
      'email:ENTER_EMAIL_IN_APPLICATION',
    ]);
    expect(codes(checkSchema(newStaffSchema, { email: '', fullName: '', role: '', password: '' }))).toEqual([
      'email:ENTER_NEW_STAFF_EMAIL',
      'fullName:ENTER_NEW_STAFF_NAME',
      'role:SELECT_STAFF_ROLE',
      'password:ENTER_NEW_STAFF_PASSWORD',
    ]);
  });
});
