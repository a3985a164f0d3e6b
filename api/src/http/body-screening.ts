/**
 * What validateBody refuses before the shared yup schema sees a body: input yup would crash on
 * (a crash is a 500), and characters that must never reach the database whatever a schema says.
 */
import type { MessageCode } from '@portal/contracts/messages';
import { hasUnusualCharacters } from '@portal/contracts/text';
import type { AnySchema, ObjectSchema } from 'yup';

/** One reason to refuse a body, by field (absent: the body as a whole); validateBody words it. */
export interface Refusal {
  code: MessageCode;
  params: string[];
  field?: string;
}

const refusal = (code: MessageCode, field: string | undefined, params: string[] = []): Refusal => ({ code, params, ...(field ? { field } : {}) });

/** A refusal lists at most this many fields: enough to fix a form, and a hostile body cannot make a huge answer. */
const MAX_FIELDS_REPORTED = 20;

/** One step into a JSON value; kept as a chain so a body nested thousands deep costs no long path strings. */
interface Location {
  value: unknown;
  key?: string | number;
  parent?: Location;
}

/** Forms nest two or three levels; a path deeper than this is reported at this depth, not as a huge field name. */
const MAX_PATH_DEPTH = 8;

/** The yup-style path of a location ('nokContact.areaCode', 'list[2]'), or undefined for the body itself. */
function pathOf(location: Location): string | undefined {
  let keys: Array<string | number> = [];
  for (let at: Location | undefined = location; at?.key !== undefined; at = at.parent) keys.push(at.key);
  keys = keys.reverse().slice(0, MAX_PATH_DEPTH);
  return keys.reduce<string>((path, key) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key), '') || undefined;
}

/**
 * Every string in the body, at any depth, known field or not, and every object key, checked for
 * control characters and the like (tabs and line breaks aside, which a long answer may hold: the
 * field's own schema decides about those). A bad key is reported at the object holding it.
 * Walks with a stack, not recursion: JSON nested thousands deep must not overflow the call stack.
 */
function unusualCharacterRefusals(body: unknown): Refusal[] {
  const fields = new Set<string | undefined>();
  const pending: Location[] = [{ value: body }];
  while (pending.length && fields.size < MAX_FIELDS_REPORTED) {
    const location = pending.pop()!;
    const { value } = location;
    if (typeof value === 'string') {
      if (hasUnusualCharacters(value, { multiline: true })) fields.add(pathOf(location));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: location }));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasUnusualCharacters(key, { multiline: true })) fields.add(pathOf(location));
        else pending.push({ value: item, key, parent: location });
      }
    }
  }
  return [...fields].map((field) => refusal('INVALID_CHARACTERS', field));
}

const objectFields = (schema: AnySchema) => (schema as unknown as ObjectSchema<Record<string, unknown>>).fields as Record<string, unknown>;
const isSchema = (field: unknown): field is AnySchema => typeof field === 'object' && field !== null && 'type' in field;
const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** A check run on each item of a list against the list's item schema, its findings named by the item's place. */
function eachListItem<T>(schema: AnySchema, items: unknown[], path: string, check: (item: AnySchema, value: unknown, path: string) => T[]): T[] {
  const itemSchema = (schema as unknown as { innerType?: unknown }).innerType;
  if (!isSchema(itemSchema)) return [];
  return items.flatMap((item, index) => check(itemSchema, item, `${path}[${index}]`)).slice(0, MAX_FIELDS_REPORTED);
}

/**
 * Fields whose JSON value has a shape the schema cannot even cast: an object or array where text, a
 * number or a yes/no is expected, or something other than an object where a nested object is expected. yup's own casting
 * throws (rather than reporting) on e.g. {"email": {"$ne": null}}.
 */
function misshapenFields(schema: AnySchema, value: unknown, path = '', context?: object): string[] {
  if (value === undefined || value === null) return [];
  // A scalar field given an object or array: yup's type error would print the whole value, recursively
  // (a stack overflow for JSON nested thousands deep), so it is refused here first.
  if (schema.type === 'string' || schema.type === 'boolean' || schema.type === 'number') return ['string', 'number', 'boolean'].includes(typeof value) ? [] : [path];
  // A list: each item is screened against the list's item schema (a text rule given an array inside
  // a list would crash yup just the same).
  if (schema.type === 'array') return Array.isArray(value) ? eachListItem(schema, value, path, (item, itemValue, itemPath) => misshapenFields(item, itemValue, itemPath, context)) : [path];
  if (schema.type !== 'object') return [];
  if (typeof value !== 'object' || Array.isArray(value)) return path ? [path] : [];
  return Object.entries(objectFields(schema)).flatMap(([name, field]) => {
    if (!isSchema(field)) return [];
    const fieldValue = (value as Record<string, unknown>)[name];
    return misshapenFields(applying(field, fieldValue, value, context), fieldValue, join(path, name), context);
  });
}

/**
 * A field's schema as it applies to this body: the branch of each `when` its neighbours' answers
 * choose (a list's item rules often stand only in such a branch: "if YES, one to four awards, each…").
 */
function applying(field: AnySchema, value: unknown, parent: object, context?: object): AnySchema {
  try {
    return field.resolve({ value, parent, context });
  } catch {
    // A condition that cannot be judged on a malformed body: the unconditional rules are screened.
    return field;
  }
}

/**
 * Unknown keys named like something every object inherits (constructor, toString, __proto__…):
 * yup looks a key up in its plain-object field list, finds the inherited function and throws
 * instead of reporting an unknown field. Refused here the way yup refuses other unknown fields.
 */
function inheritedNameRefusals(schema: AnySchema, value: unknown, path = '', context?: object): Refusal[] {
  // In a list, each item against the list's item schema (yup casts every item the same way).
  if (schema.type === 'array' && Array.isArray(value)) return eachListItem(schema, value, path, (item, itemValue, itemPath) => inheritedNameRefusals(item, itemValue, itemPath, context));
  if (schema.type !== 'object' || value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const fields = objectFields(schema);
  const inherited = Object.keys(value).filter((key) => key in fields && !Object.hasOwn(fields, key));
  const here = inherited.length ? [refusal('UNKNOWN_FIELD', path, [inherited.join(', ')])] : [];
  const nested = Object.entries(fields).flatMap(([name, field]) => {
    if (!isSchema(field) || !Object.hasOwn(value, name)) return [];
    const fieldValue = (value as Record<string, unknown>)[name];
    return inheritedNameRefusals(applying(field, fieldValue, value, context), fieldValue, join(path, name), context);
  });
  return [...here, ...nested];
}

/** Why a JSON object body is refused before yup runs, or nothing (context: what the schema's conditions may read, as validate's). */
export function screenBody(schema: AnySchema, body: object, context?: object): Refusal[] {
  const unusual = unusualCharacterRefusals(body);
  if (unusual.length) return unusual;
  const misshapen = misshapenFields(schema, body, '', context);
  if (misshapen.length) return misshapen.map((field) => refusal('INVALID_VALUE', field));
  return inheritedNameRefusals(schema, body, '', context);
}
