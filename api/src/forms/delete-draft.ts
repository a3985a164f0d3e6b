/**
 * Deleting a draft long form (spec 4: "a draft can be deleted"), for any domain: its files are
 * removed (the rows stay, marked removed, like any removed document), then its sections, its
 * timeline and the form's own row go in one transaction. The domain finds the form (its owner's,
 * else 404), refuses one that is no longer a draft (409), and deletes its row only while it is one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { listDocuments, removeDocument, type FormOwner } from '../files/documents';
import { errorResponses } from '../http/openapi-schemas';
import { deleteSections } from './section-store';
import { deleteEvents } from './timeline';

export interface DraftDeletionRouteOptions {
  url: string;
  tags: string[];
  summary: string;
  params: object;
  /** The draft the request is about, its owner's: throws 404 when it is not theirs, 409 when no longer a draft. */
  loadDraft(request: FastifyRequest): Promise<{ owner: FormOwner; deleteForm(tx: Db): Promise<unknown> }>;
}

export function registerDraftDeletionRoute(app: FastifyInstance, options: DraftDeletionRouteOptions): void {
  app.delete(
    options.url,
    {
      schema: { tags: options.tags, summary: options.summary, params: options.params, response: { 204: { type: 'null' }, ...errorResponses(401, 403, 404, 409) } },
    },
    async (request, reply) => {
      const { owner, deleteForm } = await options.loadDraft(request);
      const now = app.now();
      for (const document of await listDocuments(app.db, owner)) await removeDocument({ db: app.db, storage: app.fileStorage, log: request.log }, owner, document.id, now);
      const form = { kind: owner.formKind, formId: owner.formId };
      await app.db.transaction().execute(async (tx) => {
        await deleteSections(tx, form);
        await deleteEvents(tx, form);
        await deleteForm(tx);
      });
      return reply.code(204).send();
    },
  );
}
