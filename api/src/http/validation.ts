/**
 * Fastify's validation, on for every route, from the schemas that already exist:
 *  - a body or query string declared with a shared yup schema (the one the browser's form uses) is
 *    checked by that schema, with every error as the forms show it (validateBody); the handler gets
 *    the cleaned value in `request.body` / `request.query`;
 *  - a path or query described by a JSON Schema (ids, languages) is checked by Fastify's own Ajv.
 * The OpenAPI description is made from the same yup schemas (openapi.ts), so it cannot drift.
 *
 * An upload's multipart body is checked as it streams (multipartBody). A few bodies are checked
 * against facts of the request itself (the signed-in session's system, the application's documents):
 * their routes declare `contextualBody(schema)`. Fastify then checks what needs no such fact (a JSON
 * object, no characters the database must never see) and the handler calls validateBody with the facts.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import { singaporeDate } from '@portal/contracts/singapore-calendar';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { isSchema, object, type AnySchema } from 'yup';
import type { Clock } from '../app-context';
import { ApiProblem, screenedBody, validateBody } from './problems';

type ValidatorFactory = NonNullable<NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator']>;
/**
 * What a validator factory really is: Fastify calls the compiler it builds with each route part's
 * definition ({ schema, httpPart, method, url }), as @fastify/ajv-compiler's own code reads it; that
 * package's types name the argument a bare schema.
 */
type BuildValidator = (externalSchemas: Parameters<ValidatorFactory>[0], options: Parameters<ValidatorFactory>[1]) => FastifySchemaCompiler<unknown>;

/** A body whose rules need facts of the request (see above): validated in full by its handler. */
export interface ContextualBody {
  readonly contextualBody: AnySchema;
}

export const contextualBody = (schema: AnySchema): ContextualBody => ({ contextualBody: schema });

/**
 * A multipart body, read as it streams (files/uploads.ts): its fields are validated there with this
 * schema, as they arrive and before the file is read. Fastify sees no body to check.
 */
export interface MultipartBody {
  readonly multipartFields: AnySchema;
  /** The file's part, sent after the fields. */
  readonly fileField: string;
}

export const multipartBody = (fields: AnySchema, fileField: string): MultipartBody => ({ multipartFields: fields, fileField });

/** Whether a route part is one of the markers above: an object holding a yup schema under `key`. */
const holdsSchema = (part: unknown, key: string): boolean => typeof part === 'object' && part !== null && isSchema((part as Record<string, unknown>)[key]);

export const isMultipartBody = (part: unknown): part is MultipartBody => holdsSchema(part, 'multipartFields');

export const isContextualBody = (part: unknown): part is ContextualBody => holdsSchema(part, 'contextualBody');

/** A body the client may leave out altogether: then it is checked (and handed over) as `{}`. */
export const optionalBody = <S extends AnySchema>(schema: S): S => schema.meta({ ...schema.meta(), mayBeOmitted: true }) as S;

export const mayBeOmitted = (schema: unknown): boolean => isSchema(schema) && ((schema as AnySchema).meta() as { mayBeOmitted?: boolean } | undefined)?.mayBeOmitted === true;

/**
 * The body of a route that takes none: nothing at all, or an empty JSON object (what a browser's
 * `post(url)` sends). Anything else is refused, so a client that thinks it is sending something learns otherwise.
 */
export const noBody = optionalBody(object({}).noUnknown('UNKNOWN_FIELD'));

/**
 * Facts every body's rules may use that do not depend on the request: today in Singapore (a date
 * must not be in the past) and the instant (an interview slot must be in the future).
 */
const appFacts = (clock: Clock) => {
  const now = clock();
  return { today: singaporeDate(now), now: now.toISOString() };
};

/** A check's outcome as Fastify's validators answer it: `{ value }`, or `{ error }` for the error handler. */
function answer(check: () => unknown): { value: unknown } | { error: Error } {
  try {
    return { value: check() };
  } catch (error) {
    if (error instanceof ApiProblem) return { error };
    throw error;
  }
}

/**
 * Fastify's validator factory (its schema controller's `buildValidator`): yup schemas checked by yup,
 * contextual bodies screened, everything else by Fastify's default Ajv compiler with its usual options.
 */
export function portalValidators(clock: Clock): ValidatorFactory {
  const buildAjv = AjvCompiler();
  const build: BuildValidator = (externalSchemas, ajvOptions) => {
    const ajv = buildAjv(externalSchemas, ajvOptions) as unknown as FastifySchemaCompiler<unknown>;
    const compile: FastifySchemaCompiler<unknown> = (route) => {
      const { schema } = route;
      if (isMultipartBody(schema)) return () => ({ value: undefined });
      if (isContextualBody(schema)) {
        return (data: unknown) => answer(() => screenedBody(schema.contextualBody, data));
      }
      if (isSchema(schema)) {
        const yupSchema = schema as AnySchema;
        const omitted = mayBeOmitted(yupSchema) ? {} : null;
        // A query string arrives as an object without a prototype; yup wants a plain one.
        const plain = route.httpPart === 'querystring' ? (data: unknown) => ({ ...(data as object) }) : (data: unknown) => data;
        return (data: unknown) => answer(() => validateBody(yupSchema, plain(data ?? omitted), appFacts(clock)));
      }
      return ajv(route);
    };
    return compile;
  };
  return build as unknown as ValidatorFactory;
}
