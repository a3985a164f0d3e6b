/**
 * No `{…}` ever reaches a person (issue 34 §3: "Enter a whole number from 1 to {0}"). Two halves:
 *
 * - every catalogue message, rendered with as many parameters as its English asks for, in both
 *   languages, leaves no placeholder unfilled, and both languages ask for the same ones;
 * - every rule of every shared schema (the browser's and the API's checks) that names a message with
 *   a placeholder gives it its parameters ({ code, params }), for a bare code would be sent without.
 *
 * API errors raised in code (apiError, problem) pass their parameters beside the code; the route
 * tests check those answers.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { AnySchema } from 'yup';
import { MESSAGES } from '../src/messages';
import MESSAGES_ZH_HANS from '../src/messages.zh-Hans';
import { formatMessage } from '../src/placeholders';

const PLACEHOLDER = /\{(\w+)(?:,\s*\w+)?\}/g;
const placeholdersOf = (template: string) => [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))].sort();
/** How many list parameters a message takes: one more than its highest {n} ({field} is the field's name, not a parameter). */
const paramCount = (template: string) => Math.max(0, ...placeholdersOf(template).filter((name) => /^\d+$/.test(name)).map((name) => Number(name) + 1));
const CODES = Object.keys(MESSAGES) as Array<keyof typeof MESSAGES>;

describe('the message catalogue', () => {
  it('asks for the same parameters in English and in Chinese', () => {
    const differing = CODES.filter((code) => placeholdersOf(MESSAGES[code]).join() !== placeholdersOf(MESSAGES_ZH_HANS[code]).join());
    expect(differing).toEqual([]);
  });

  it.each(['en-GB', 'zh-Hans'] as const)('leaves no placeholder unfilled in %s once a message has its parameters', (language) => {
    const catalogue = language === 'en-GB' ? MESSAGES : MESSAGES_ZH_HANS;
    const unfilled = CODES.flatMap((code) => {
      const params = Array.from({ length: paramCount(MESSAGES[code]) }, (_, index) => 60 + index);
      const text = formatMessage(catalogue[code], params, language, catalogue.FIELD_NAME_FALLBACK);
      return /[{}]/.test(text) ? [`${code}: ${text}`] : [];
    });
    expect(unfilled).toEqual([]);
  });
});

interface RuleOptions {
  name?: string;
  message?: unknown;
}
interface Walkable {
  type: string;
  tests?: Array<{ OPTIONS?: RuleOptions }>;
  internalTests?: Record<string, { OPTIONS?: RuleOptions } | undefined>;
  fields?: Record<string, Walkable>;
  innerType?: Walkable;
  spec?: { types?: Walkable[] };
}

/** Every rule of a schema and the schemas inside it, with the path it is on. */
function* rulesOf(schema: Walkable, at: string): Generator<{ at: string; rule: RuleOptions }> {
  for (const test of [...Object.values(schema.internalTests ?? {}), ...(schema.tests ?? [])]) if (test?.OPTIONS) yield { at, rule: test.OPTIONS };
  for (const [name, field] of Object.entries(schema.fields ?? {})) yield* rulesOf(field, `${at}.${name}`);
  if (schema.innerType) yield* rulesOf(schema.innerType, `${at}[]`);
  // A tuple's members (a mixed schema's spec.types is something else).
  const members = schema.type === 'tuple' ? schema.spec?.types : undefined;
  if (Array.isArray(members)) for (const [index, member] of members.entries()) yield* rulesOf(member, `${at}[${index}]`);
}

const isSchema = (value: unknown): value is Walkable & AnySchema => typeof value === 'object' && value !== null && '__isYupSchema__' in value;

/** Every schema exported by the shared schema modules, by module and name. */
function sharedSchemas(): Array<[string, Walkable]> {
  const root = path.resolve(__dirname, '../src/schemas');
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts'));
  return files.flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exported = require(path.join(root, file)) as Record<string, unknown>;
    return Object.entries(exported).flatMap(([name, value]) => {
      // Factories of fields (nameField(), dateOfBirthField()) are schemas once called with nothing.
      const schema = typeof value === 'function' && value.length === 0 ? safely(value as () => unknown) : value;
      return isSchema(schema) ? [[`${file}: ${name}`, schema] as [string, Walkable]] : [];
    });
  });
}

const safely = (make: () => unknown) => {
  try {
    return make();
  } catch {
    return undefined;
  }
};

/** Codes a schema may name bare: checkSchema fills their parameter itself. */
const FILLED_BY_CHECK = new Set(['UNKNOWN_FIELD']);
/** Custom rules that word their failure with this.createError({ message: { code, params } }), not with their default. */
const WORDED_BY_CREATE_ERROR = new Set(['two-years EXAM_PREVIOUS_ATTEMPT_TOO_OLD']);

describe('the shared schemas', () => {
  const schemas = sharedSchemas();

  it('are found (the walk reaches the modules)', () => {
    expect(schemas.length).toBeGreaterThan(50);
  });

  it('give every message with a placeholder its parameters', () => {
    const missing: string[] = [];
    for (const [name, schema] of schemas) {
      for (const { at, rule } of rulesOf(schema, '')) {
        const { message } = rule;
        const [code, params] = typeof message === 'string' ? [message, []] : typeof message === 'object' && message !== null && 'code' in message ? [String(message.code), (message as { params?: unknown[] }).params ?? []] : [undefined, []];
        if (!code || !(code in MESSAGES) || FILLED_BY_CHECK.has(code) || WORDED_BY_CREATE_ERROR.has(`${rule.name} ${code}`)) continue;
        const needed = paramCount(MESSAGES[code as keyof typeof MESSAGES]);
        if (params.length < needed) missing.push(`${name}${at} (${rule.name}): ${code} needs ${needed} parameter(s), has ${params.length}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
