/**
 * Deleting a draft long form (spec 4: "a draft can be deleted"), for any domain: its files are
 * removed (the rows stay, marked removed, like any removed document), then its sections, its
 * timeline and the form's own row go in one transaction. The caller checks it is a draft and its
 * owner's; `deleteForm` deletes the row only while it is still a draft.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { listDocuments, removeDocument, type FormOwner } from '../files/documents';
import type { FileStorage } from '../files/storage';
import { deleteSections } from './section-store';
import { deleteEvents } from './timeline';

export async function deleteDraftForm(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  owner: FormOwner,
  now: Date,
  deleteForm: (tx: Db) => Promise<unknown>,
): Promise<void> {
  for (const document of await listDocuments(deps.db, owner)) await removeDocument(deps, owner, document.id, now);
  const form = { kind: owner.formKind, formId: owner.formId };
  await deps.db.transaction().execute(async (tx) => {
    await deleteSections(tx, form);
    await deleteEvents(tx, form);
    await deleteForm(tx);
  });
}
