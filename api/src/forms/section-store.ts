/**
 * Section drafts of any long form (admission, scholarship, financial aid): what the applicant has
 * typed, valid or not, with a version that goes up by one on every save. A save names the version it
 * was based on; when another tab or device saved in between, nothing is written and the caller gets
 * the stored copy back (the browser then lets the applicant choose). Two saves racing on the same
 * version: the database lets exactly one through (the UPDATE's WHERE, the INSERT's primary key).
 */
import type { FormKind, SectionData, SectionDraft, SectionState } from '@portal/contracts/forms';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface StoredSection {
  section: string;
  data: SectionData;
  version: number;
  markedComplete: boolean;
  updatedAt: Date;
  /** Answers verified by the national identity service (read-only to the applicant). */
  verified: string[];
}

export interface FormRef {
  kind: FormKind;
  formId: string;
}

export async function loadSections(db: Db, form: FormRef): Promise<Map<string, StoredSection>> {
  const rows = await db
    .selectFrom('form_sections')
    .select(['section', 'data', 'version', 'marked_complete', 'updated_at', 'verified'])
    .where('form_kind', '=', form.kind)
    .where('form_id', '=', form.formId)
    .execute();
  return new Map(
    rows.map((row) => [
      row.section,
      { section: row.section, data: row.data, version: row.version, markedComplete: row.marked_complete, updatedAt: row.updated_at, verified: row.verified ?? [] },
    ]),
  );
}

/**
 * The task-list state of a section: never saved → NOT_STARTED; finished ("Save and continue") and
 * still passing its rules → COMPLETED; finished but failing them now (a rule changed with another
 * answer, or it was finished with errors) → HAS_ERRORS; otherwise IN_PROGRESS.
 */
export function sectionState(stored: StoredSection | undefined, valid: boolean): SectionState {
  if (!stored) return 'NOT_STARTED';
  if (!stored.markedComplete) return 'IN_PROGRESS';
  return valid ? 'COMPLETED' : 'HAS_ERRORS';
}

export function toDraft(section: string, stored: StoredSection | undefined, state: SectionState): SectionDraft {
  return {
    section,
    data: stored?.data ?? null,
    version: stored?.version ?? 0,
    state,
    savedAt: stored ? stored.updatedAt.toISOString() : null,
    verified: stored?.verified ?? [],
  };
}

export type SaveOutcome = { saved: true; stored: StoredSection } | { saved: false; current: StoredSection | undefined };

/**
 * Writes a section if `basedOn` is still the stored version (0: nothing stored yet). `markedComplete`
 * is what the caller decided (finished and valid rules aside, see sectionState).
 *
 * `follows` names an earlier save of the same page whose fate the page does not know: still on its
 * way as the page was left, or sent but its answer lost. This save carries newer words, so it is
 * stored on `basedOn` as usual, or right on top of that save if it has landed meanwhile — in either
 * order of arrival (two connections: the earlier one, a long text on a slow upload, may arrive last,
 * and is then refused as older). Never on top of another tab's or device's save.
 */
export async function saveSection(
  db: Db,
  form: FormRef,
  input: { section: string; data: SectionData; basedOn: number; markedComplete: boolean; now: Date; verified?: string[]; saveId?: string; follows?: string },
): Promise<SaveOutcome> {
  const values = {
    data: JSON.stringify(input.data),
    marked_complete: input.markedComplete,
    updated_at: input.now,
    last_save_id: input.saveId ?? null,
    // Only a fill from the national identity service says which answers it verified; a save keeps them.
    ...(input.verified ? { verified: JSON.stringify(input.verified) } : {}),
  };
  // On the version named (a first save inserts instead), or right on top of the followed save.
  const update = (onBasedOn: boolean) =>
    db
      .updateTable('form_sections')
      .set({ ...values, version: sql<number>`version + 1` })
      .where('form_kind', '=', form.kind)
      .where('form_id', '=', form.formId)
      .where('section', '=', input.section)
      .where((eb) => {
        const onBase = onBasedOn ? [eb('version', '=', input.basedOn)] : [];
        const onFollowed = input.follows === undefined ? [] : [eb.and([eb('version', '=', input.basedOn + 1), eb('last_save_id', '=', input.follows)])];
        return eb.or([...onBase, ...onFollowed]);
      })
      .returning(['version', 'updated_at', 'verified'])
      .executeTakeFirst();
  const row =
    input.basedOn === 0
      ? ((await db
          .insertInto('form_sections')
          .values({ form_kind: form.kind, form_id: form.formId, section: input.section, version: 1, state: 'IN_PROGRESS', ...values })
          .onConflict((conflict) => conflict.doNothing())
          .returning(['version', 'updated_at', 'verified'])
          .executeTakeFirst()) ?? (input.follows === undefined ? undefined : await update(false)))
      : await update(true);
  if (row) {
    return {
      saved: true,
      stored: { section: input.section, data: input.data, version: row.version, markedComplete: input.markedComplete, updatedAt: row.updated_at, verified: row.verified ?? [] },
    };
  }
  const current = (await loadSections(db, form)).get(input.section);
  return { saved: false, current };
}

/** Keeps the stored state column in step (the office's lists read it without running the rules). */
export async function recordSectionState(db: Db, form: FormRef, section: string, state: Exclude<SectionState, 'NOT_STARTED'>): Promise<void> {
  await db
    .updateTable('form_sections')
    .set({ state })
    .where('form_kind', '=', form.kind)
    .where('form_id', '=', form.formId)
    .where('section', '=', section)
    .execute();
}

export async function deleteSections(db: Db, form: FormRef, sections?: readonly string[]): Promise<void> {
  let query = db.deleteFrom('form_sections').where('form_kind', '=', form.kind).where('form_id', '=', form.formId);
  if (sections) {
    if (sections.length === 0) return;
    query = query.where('section', 'in', [...sections]);
  }
  await query.execute();
}
