/**
 * GET and PUT of one section of a long form, for any domain: the domain says how to find the form
 * (and check it belongs to the signed-in applicant), which sections it has and their rules. Saving
 * follows the contract in shared/contracts/src/forms.ts: an autosave stores whatever was typed (after
 * the same character and shape screening as every body), "Save and continue" stores it too and then
 * reports what the section's full rules find; a save based on an old version is refused with the
 * stored copy, never written over it.
 */
import { SAVE_ID_FORMAT, SECTION_DRAFT_MAX_CHARS, SECTION_STATES, type SaveSectionRequest, type SaveSectionResponse, type SectionData } from '@portal/contracts/forms';
import type { ApiError } from '@portal/contracts/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { documentSummarySchema } from '../files/routes';
import { screenBody } from '../http/body-screening';
import { errorResponses } from '../http/openapi-schemas';
import { ApiProblem, apiError, problem } from '../http/problems';
import { validate } from '@portal/contracts/validation';
import { ALWAYS_SENT } from '@portal/contracts/schemas/common';
import { loadSections, recordSectionState, saveSection, sectionState, toDraft, type FormRef, type StoredSection } from './section-store';

export interface SectionRules {
  /** The section's schema, or null when the section is not part of this form. */
  schema: yup.AnyObjectSchema | null;
  /** What the schema's cross-section rules need (the form's category, other sections' facts). */
  context: object;
}

export interface SectionRoutesOptions<Form> {
  /** e.g. '/api/admission/applications/:applicationNumber' */
  prefix: string;
  tag: string;
  /** Finds the form for the signed-in applicant (404 otherwise). */
  loadForm(request: FastifyRequest): Promise<Form>;
  formRef(form: Form): FormRef;
  /** Throws (409) when the form can no longer be changed. */
  assertEditable(form: Form): void;
  rules(form: Form, section: string, sections: Map<string, StoredSection>): SectionRules;
  /** Called after a save was stored (e.g. to record a fact the office lists by). */
  afterSave?(form: Form, section: string, data: SectionData): Promise<void>;
}

const saveEnvelopeSchema = yup
  .object({
    data: yup
      .mixed<SectionData>()
      .required(ALWAYS_SENT)
      .test('object', 'INVALID_VALUE', (value) => value !== null && typeof value === 'object' && !Array.isArray(value)),
    version: yup.number().typeError('INVALID_VALUE').required(ALWAYS_SENT).integer('INVALID_VALUE').min(0, 'INVALID_VALUE'),
    complete: yup.boolean().typeError('INVALID_VALUE').required(ALWAYS_SENT),
    saveId: yup.string().strict().typeError('INVALID_VALUE').matches(SAVE_ID_FORMAT, 'INVALID_VALUE'),
    // Only a named save can be followed in its turn, so one that follows must be named too.
    follows: yup
      .string()
      .strict()
      .typeError('INVALID_VALUE')
      .matches(SAVE_ID_FORMAT, 'INVALID_VALUE')
      .when('saveId', { is: undefined, then: (schema) => schema.oneOf([undefined], 'INVALID_VALUE') }),
  })
  .noUnknown('UNKNOWN_FIELD');

const sectionParams = {
  type: 'object',
  required: ['section'],
  properties: { section: { type: 'string', maxLength: 40 } },
} as const;

const draftSchema = {
  type: 'object',
  required: ['section', 'data', 'version', 'state', 'savedAt'],
  properties: {
    section: { type: 'string' },
    data: { type: ['object', 'null'], additionalProperties: true },
    version: { type: 'integer' },
    state: { type: 'string', enum: [...SECTION_STATES] },
    savedAt: { type: ['string', 'null'], format: 'date-time' },
    verified: { type: 'array', items: { type: 'string' }, description: 'Answers verified by the national identity service, read-only' },
  },
} as const;

/** OpenAPI: GET …/answers of any long form — every section's saved answers and state, and the documents ("check your answers"). */
export const formAnswersSchema = {
  type: 'object',
  required: ['sections', 'documents'],
  properties: {
    sections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'state', 'data'],
        properties: {
          id: { type: 'string' },
          state: draftSchema.properties.state,
          data: { type: ['object', 'null'], additionalProperties: true },
          verified: { type: 'array', items: { type: 'string' }, description: 'Answers verified by the national identity service' },
        },
      },
    },
    documents: { type: 'array', items: documentSummarySchema },
  },
} as const;

/**
 * Answers verified by the national identity service that this save would change: each a 400 field
 * error. A verified answer is compared as stored (JSON), so leaving it out changes it too.
 */
function changedVerifiedAnswers(previous: StoredSection | undefined, data: SectionData): ApiError[] {
  if (!previous?.verified.length) return [];
  return previous.verified
    .filter((field) => JSON.stringify(data[field] ?? null) !== JSON.stringify(previous.data[field] ?? null))
    .map((field) => apiError('VERIFIED_FIELD_CHANGED', undefined, field));
}

/** What the section's full rules find in these answers (nothing: it may be completed). */
function sectionValid(rules: SectionRules, data: SectionData): ApiError[] {
  if (!rules.schema) return [];
  const result = validate(rules.schema, data, rules.context);
  return result.ok ? [] : result.errors;
}

export function registerSectionRoutes<Form>(app: FastifyInstance, options: SectionRoutesOptions<Form>): void {
  const url = `${options.prefix}/sections/:section`;
  const sectionOf = (request: FastifyRequest) => (request.params as { section: string }).section;

  app.get(
    url,
    {
      schema: { tags: [options.tag], summary: 'One section of a draft: the answers saved so far, their version and state', params: sectionParams, response: { 200: draftSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const form = await options.loadForm(request);
      const section = sectionOf(request);
      const sections = await loadSections(app.db, options.formRef(form));
      const rules = options.rules(form, section, sections);
      if (!rules.schema) throw problem(404, 'SECTION_NOT_IN_APPLICATION');
      const stored = sections.get(section);
      return toDraft(section, stored, sectionState(stored, stored ? sectionValid(rules, stored.data).length === 0 : false));
    },
  );

  app.put<{ Body: SaveSectionRequest }>(
    url,
    {
      schema: {
        tags: [options.tag],
        summary: 'Saves a section: an autosave (complete: false) or "Save and continue" (complete: true)',
        params: sectionParams,
        description:
          '`saveId` names this save (the section keeps the last stored one); `follows` names an earlier save of this page whose fate ' +
          'it does not know (on its way as the page was left, or its answer lost): the save is stored on `version`, or right on top ' +
          'of that save if it has been stored, never on top of another tab\u2019s.',
        body: saveEnvelopeSchema,
        response: {
          200: {
            type: 'object',
            required: ['version', 'state', 'savedAt', 'errors'],
            properties: {
              version: { type: 'integer' },
              state: draftSchema.properties.state,
              savedAt: { type: 'string', format: 'date-time' },
              errors: errorResponses(400)[400].properties.errors,
            },
          },
          // 409 is a draft conflict (with the stored copy) or a form that can no longer change (errors only).
          409: { type: 'object', required: ['errors'], properties: { errors: errorResponses(409)[409].properties.errors, current: draftSchema } },
          ...errorResponses(400, 401, 404, 413),
        },
      },
    },
    async (request, reply): Promise<SaveSectionResponse | { errors: ApiError[]; current: unknown }> => {
      const form = await options.loadForm(request);
      options.assertEditable(form);
      const section = sectionOf(request);
      const { body } = request;
      const ref = options.formRef(form);
      const sections = await loadSections(app.db, ref);
      const rules = options.rules(form, section, sections);
      if (!rules.schema) throw problem(404, 'SECTION_NOT_IN_APPLICATION');
      if (JSON.stringify(body.data).length > SECTION_DRAFT_MAX_CHARS) throw problem(413, 'DRAFT_TOO_LARGE');
      // A draft may be incomplete, but never of a shape its schema could not even read later.
      const refusals = screenBody(rules.schema, body.data, rules.context);
      if (refusals.length) throw new ApiProblem(400, refusals.map(({ code, params, field }) => apiError(code, params, field)));

      const previous = sections.get(section);
      // Only a save based on the stored copy can change it; one based on an older copy is a conflict (409 below).
      const changedVerified = previous && body.version === previous.version ? changedVerifiedAnswers(previous, body.data) : [];
      if (changedVerified.length) throw new ApiProblem(400, changedVerified);
      const errors = sectionValid(rules, body.data);
      // Finishing marks the section; an autosave keeps the mark only while the answers still pass.
      const markedComplete = body.complete || (previous?.markedComplete === true && errors.length === 0);
      const outcome = await saveSection(app.db, ref, { section, data: body.data, basedOn: body.version, markedComplete, now: app.now(), saveId: body.saveId, follows: body.follows });
      if (!outcome.saved) {
        const current = outcome.current;
        const currentValid = current ? sectionValid(rules, current.data).length === 0 : false;
        return reply.code(409).send({ errors: [apiError('DRAFT_CHANGED')], current: toDraft(section, current, sectionState(current, currentValid)) });
      }
      const state = sectionState(outcome.stored, errors.length === 0);
      if (state !== 'NOT_STARTED') await recordSectionState(app.db, ref, section, state);
      await options.afterSave?.(form, section, body.data);
      return {
        version: outcome.stored.version,
        state,
        savedAt: outcome.stored.updatedAt.toISOString(),
        // Only a finished section reports its errors: an autosave of half an answer is not an error.
        errors: body.complete ? errors : [],
      };
    },
  );
}
