/**
 * The JSON Schema of a shared yup schema, for the OpenAPI description: a maintained library's
 * converter, with objects described in full (an object that refuses unknown keys says so, and the
 * default yup gives every object, each key undefined, is no default). Rules only yup can say (a date
 * after another field, a test with its own code) are described by the types, lengths and patterns.
 */
import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnySchema, SchemaDescription, SchemaObjectDescription } from 'yup';

type Converters = NonNullable<NonNullable<Parameters<typeof convertSchema>[1]>['converters']>;
type JsonSchema = Record<string, unknown>;

function describedObject(description: SchemaDescription, converters: Converters): JsonSchema {
  const { fields, tests, nullable, label, meta } = description as SchemaObjectDescription;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields) as Array<[string, SchemaDescription]>) {
    properties[name] = converters[field.type as keyof Converters](field, converters) as JsonSchema;
    if (!field.optional) required.push(name);
  }
  return {
    type: nullable ? ['object', 'null'] : 'object',
    ...(label ? { title: label } : {}),
    ...(Object.keys(properties).length ? { properties } : {}),
    ...(required.length ? { required } : {}),
    ...(tests.some((test) => test.name === 'noUnknown') ? { additionalProperties: false } : {}),
    ...((meta as { jsonSchema?: JsonSchema } | undefined)?.jsonSchema ?? {}),
  };
}

export function jsonSchemaOf(schema: AnySchema): JsonSchema {
  return convertSchema(schema, { converters: { object: describedObject } as unknown as Converters }) as JsonSchema;
}
