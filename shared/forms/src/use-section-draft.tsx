/**
 * A section page's draft: loads the server's copy, puts this device's unsent copy on top (and sends
 * it), and hands the page a saver for autosave, "Save Application" and "Save and continue".
 *
 *   const draft = useSectionDraft({ baseUrl, section: 'personal-statement', emptyValues });
 *   if (draft.phase !== 'ready') return <SectionLoading draft={draft} />;
 *   <Formik initialValues={draft.initialValues} onSubmit={async (values, helpers) => {
 *     if (await draft.saveAndContinue(values, helpers)) navigate(next);
 *   }}>
 *     <SectionForm draft={draft}>…fields…<SectionActions draft={draft} /></SectionForm>
 *   </Formik>
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { FormikHelpers } from 'formik';
import type { ApiError } from '@portal/contracts/api';
import type { SectionData } from '@portal/contracts/forms';
import { notificationStore } from '@portal/http/notifications';
import { applyApiErrors } from '@portal/ui/formik';
import { loadSectionDraft } from './draft-client';
import { offlineStartingPoint, readUnsentCopy, SectionSaver, startingPoint, type SaveStatusState } from './section-saver';

export interface SectionDraftOptions<V extends SectionData> {
  /** The form's base URL, e.g. /admission/applications/24100001 (the client adds /api). */
  baseUrl: string;
  section: string;
  /** The form's values when nothing was typed: every field, so a saved draft missing one still fills the form. */
  emptyValues: V;
}

export interface ReadySectionDraft<V extends SectionData> {
  phase: 'ready';
  initialValues: V;
  emptyValues: V;
  saver: SectionSaver;
  status: SaveStatusState;
  /** Answers verified by the national identity service: the page shows them read-only (the server refuses changing them). */
  verified: readonly string[];
  /** "Save Application": saves these values now. */
  save(values: V): Promise<void>;
  /**
   * "Save and continue": saves with complete: true. True when the section passed the server's full
   * rules; otherwise its errors are on the form (fields and error summary, the rest in the
   * notification area) or the save status says why nothing was saved.
   */
  saveAndContinue(values: V, helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setTouched'>): Promise<boolean>;
}

export type SectionDraftHandle<V extends SectionData> =
  | { phase: 'loading' }
  | { phase: 'failed'; errors: ApiError[]; retry(): void }
  | ReadySectionDraft<V>;

type Loaded<V> = { key: string; saver: SectionSaver; initialValues: V; verified: readonly string[] } | { key: string; errors: ApiError[] };

const noSubscription = () => () => undefined;
const IDLE: SaveStatusState = { kind: 'idle' };

export function useSectionDraft<V extends SectionData>({ baseUrl, section, emptyValues }: SectionDraftOptions<V>): SectionDraftHandle<V> {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<V> | null>(null);
  // Pages often pass a fresh object each render; only the first one matters.
  const [empty] = useState(emptyValues);
  const key = `${baseUrl}#${section}#${attempt}`;

  useEffect(() => {
    let cancelled = false;
    let saver: SectionSaver | null = null;
    void loadSectionDraft(baseUrl, section).then((outcome) => {
      if (cancelled) return;
      const local = readUnsentCopy(baseUrl, section);
      const start =
        outcome.kind === 'loaded' ? startingPoint(outcome.draft, local, empty) : local && outcome.transient ? offlineStartingPoint(local, empty) : null;
      if (!start) {
        setLoaded({ key, errors: outcome.kind === 'failed' ? outcome.errors : [] });
        return;
      }
      saver = new SectionSaver(baseUrl, section, start);
      setLoaded({ key, saver, initialValues: start.values, verified: outcome.kind === 'loaded' ? (outcome.draft.verified ?? []) : [] });
      if (start.unsent) saver.sendRestored();
    });
    return () => {
      cancelled = true;
      saver?.dispose();
    };
  }, [baseUrl, section, key, empty]);

  const current = loaded?.key === key ? loaded : null;
  const saver = current && 'saver' in current ? current.saver : null;
  const status = useSyncExternalStore(saver?.subscribe ?? noSubscription, saver?.getStatus ?? (() => IDLE));
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const actions = useMemo(() => {
    if (!saver) return null;
    return {
      async save(values: V) {
        saver.change(values);
        await saver.save();
      },
      async saveAndContinue(values: V, helpers: Pick<FormikHelpers<V>, 'setErrors' | 'setTouched'>) {
        saver.change(values);
        const outcome = await saver.saveComplete();
        if (!outcome.saved) return false;
        if (outcome.errors.length === 0) return true;
        const general = applyApiErrors(helpers, outcome.errors);
        if (general.length) notificationStore.getState().showErrors(general);
        return false;
      },
    };
  }, [saver]);

  if (!current) return { phase: 'loading' };
  if ('errors' in current) return { phase: 'failed', errors: current.errors, retry };
  return { phase: 'ready', initialValues: current.initialValues, emptyValues: empty, saver: current.saver, status, verified: current.verified, ...actions! };
}
