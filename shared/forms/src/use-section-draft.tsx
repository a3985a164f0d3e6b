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
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { FormikHelpers } from 'formik';
import type { ApiError } from '@portal/contracts/api';
import { peekFirstScreenAnswer } from '@portal/contracts/first-screen';
import type { SectionData, SectionDraft } from '@portal/contracts/forms';
import { withApiBase } from '@portal/http/client';
import { notificationStore } from '@portal/http/notifications';
import { applyApiErrors } from '@portal/ui/formik';
import { loadSectionDraft, sectionUrl } from './draft-client';
import { sameValues } from './local-drafts';
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
  /** The form's key: it changes when the form must start again from other values (this device's unsent copy, found after the first screen). */
  formKey: string;
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

type Loaded<V> = { key: string; formKey: string; saver: SectionSaver; initialValues: V; verified: readonly string[] } | { key: string; errors: ApiError[] };
type LoadedDraft<V> = Extract<Loaded<V>, { saver: SectionSaver }>;

/**
 * The section's draft as the page carried it (contracts/first-screen.ts): the first render, on the
 * server and while the browser hydrates it, draws the form from it. This device's unsent copy is known
 * only in the browser: the load that follows puts it on top, and starts the form again only then.
 */
function drawnFromPage<V extends SectionData>(baseUrl: string, section: string, key: string, empty: V): LoadedDraft<V> | null {
  const carried = peekFirstScreenAnswer(withApiBase(sectionUrl(baseUrl, section)));
  if (!carried.found) return null;
  const draft = carried.value as SectionDraft;
  const start = startingPoint(draft, null, empty);
  return { key, formKey: `${key}#page`, saver: new SectionSaver(baseUrl, section, start), initialValues: start.values, verified: draft.verified ?? [] };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

const noSubscription = () => () => undefined;
const IDLE: SaveStatusState = { kind: 'idle' };
const idleStatus = () => IDLE;

export function useSectionDraft<V extends SectionData>({ baseUrl, section, emptyValues }: SectionDraftOptions<V>): SectionDraftHandle<V> {
  const [attempt, setAttempt] = useState(0);
  // Pages often pass a fresh object each render; only the first one matters.
  const [empty] = useState(emptyValues);
  const key = `${baseUrl}#${section}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded<V> | null>(() => drawnFromPage(baseUrl, section, key, empty));
  // The page's draft until the load answers (the form, and its saver, may then go on).
  const fromPage = useRef(loaded && 'saver' in loaded ? loaded : null);

  useEffect(() => {
    let cancelled = false;
    let saver: SectionSaver | null = null;
    void loadSectionDraft(baseUrl, section).then((outcome) => {
      if (cancelled) return;
      const page = fromPage.current;
      fromPage.current = null;
      const local = readUnsentCopy(baseUrl, section);
      const start =
        outcome.kind === 'loaded' ? startingPoint(outcome.draft, local, empty) : local && outcome.transient ? offlineStartingPoint(local, empty) : null;
      const verified = outcome.kind === 'loaded' ? (outcome.draft.verified ?? []) : [];
      if (!start) {
        page?.saver.dispose();
        setLoaded({ key, errors: outcome.kind === 'failed' ? outcome.errors : [] });
        return;
      }
      // The form drawn from the page stays when the load starts where the form is now (the device's
      // copy is what was just typed into it) and whenever the applicant has typed into it meanwhile:
      // what they typed on the screen they see is the newest answer, and starting the form again would
      // drop it under their fingers.
      const typedMeanwhile = page !== null && !sameValues(page.initialValues, page.saver.currentValues());
      if (page !== null && page.key === key && (typedMeanwhile || sameValues(start.values, page.saver.currentValues()))) {
        // Its saver stays too: it holds what was typed, and may have saved it already (the load,
        // asked first, can answer with the version before that save's). A second saver would send
        // on that older version and take the applicant's own save for another tab's.
        saver = page.saver;
        if (!typedMeanwhile) saver.catchUp(start);
        // Usually the load is the answer the page carried: nothing on the screen changes, and the
        // whole form is not drawn again (on a phone that is a long task just after the page appears).
        if (!sameList(page.verified, verified)) startTransition(() => setLoaded({ ...page, verified }));
        if (start.unsent && !typedMeanwhile) saver.sendRestored();
        return;
      }
      page?.saver.dispose();
      saver = new SectionSaver(baseUrl, section, start);
      setLoaded({ key, formKey: `${key}#loaded`, saver, initialValues: start.values, verified });
      if (start.unsent) saver.sendRestored();
    });
    return () => {
      cancelled = true;
      saver?.dispose();
    };
  }, [baseUrl, section, key, empty]);

  // Leaving before the load arrives: the page's saver goes too.
  useEffect(() => () => fromPage.current?.saver.dispose(), []);

  const current = loaded?.key === key ? loaded : null;
  const saver = current && 'saver' in current ? current.saver : null;
  const getStatus = saver?.getStatus ?? idleStatus;
  // The same on the server (shared/mount/src/server.tsx): a screen drawn there has saved nothing yet.
  const status = useSyncExternalStore(saver?.subscribe ?? noSubscription, getStatus, getStatus);
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
  return { phase: 'ready', formKey: current.formKey, initialValues: current.initialValues, emptyValues: empty, saver: current.saver, status, verified: current.verified, ...actions! };
}
