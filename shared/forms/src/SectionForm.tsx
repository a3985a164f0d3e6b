import { useEffect, useRef, type ComponentPropsWithoutRef, type FocusEvent, type RefObject } from 'react';
import { Form, useFormikContext } from 'formik';
import type { SectionData } from '@portal/contracts/forms';
import { Button, ButtonGroup } from '@portal/ui/Button';
import { ErrorPanel } from '@portal/ui/ErrorPanel';
import { apiErrorRef, useMessageText } from '@portal/i18n/messages';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { NotificationBanner } from '@portal/ui/NotificationBanner';
import { uiText } from '@portal/ui/text';
import { SaveStatus } from './SaveStatus';
import { formsText } from './text';
import { formatLocalDate, formatLocalTime } from './time';
import type { ReadySectionDraft, SectionDraftHandle } from './use-section-draft';

/** Hands every change of the form's values to the saver (kept on the device at once, sent after a pause). */
function AutosaveValues({ draft }: { draft: ReadySectionDraft<SectionData> }) {
  const { values } = useFormikContext<SectionData>();
  useEffect(() => draft.saver.change(values), [draft.saver, values]);
  return null;
}

/** Moves focus back to the answers once the conflict message (and the button pressed in it) is gone. */
function focusFirstField(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, select');
  field?.focus();
}

/**
 * Another tab or device saved this section first. Nothing is overwritten: the applicant loads the
 * newer copy (replacing the answers on the page) or keeps theirs (saved on top of it).
 */
function DraftConflict({ draft, formRef }: { draft: ReadySectionDraft<SectionData>; formRef: RefObject<HTMLFormElement | null> }) {
  const text = formsText.useText();
  const { resetForm } = useFormikContext<SectionData>();
  if (draft.status.kind !== 'conflict') return null;
  const { savedAt } = draft.status.current;
  const loadNewer = () => {
    const values = draft.saver.loadNewer(draft.emptyValues);
    if (values) resetForm({ values });
    focusFirstField(formRef.current);
  };
  const keepMine = () => {
    void draft.saver.keepMine();
    focusFirstField(formRef.current);
  };
  return (
    <NotificationBanner variant="error" title={text('conflict.title')} alert>
      <p className="pt-body">{text('conflict.body')}</p>
      {savedAt && <p className="pt-body">{text('conflict.savedAt', { date: formatLocalDate(new Date(savedAt)), time: formatLocalTime(new Date(savedAt)) })}</p>}
      <ButtonGroup>
        <Button variant="secondary" onClick={loadNewer}>
          {text('conflict.loadNewer')}
          <span className="pt-visually-hidden">{` (${text('conflict.loadNewerHint')})`}</span>
        </Button>
        <Button variant="secondary" onClick={keepMine}>
          {text('conflict.keepMine')}
          <span className="pt-visually-hidden">{` (${text('conflict.keepMineHint')})`}</span>
        </Button>
      </ButtonGroup>
    </NotificationBanner>
  );
}

export type SectionFormProps<V extends SectionData> = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'onReset'> & {
  draft: ReadySectionDraft<V>;
};

/**
 * The <form> of a section page, inside its <Formik>: autosaves the values, saves at once when a field
 * loses focus, and shows the conflict message above the fields when another tab or device saved first.
 */
export function SectionForm<V extends SectionData>({ draft, children, onBlur, ...form }: SectionFormProps<V>) {
  const anyDraft = draft as unknown as ReadySectionDraft<SectionData>;
  const formRef = useRef<HTMLFormElement>(null);
  // The saver already has the values (AutosaveValues); a blur only says "now". Passing this render's
  // values here could hand it a stale copy, e.g. when focus moves while "Load the newer copy" resets the form.
  const blurred = (event: FocusEvent<HTMLFormElement>) => {
    onBlur?.(event);
    draft.saver.flush();
  };
  return (
    <Form noValidate ref={formRef} onBlur={blurred} {...form}>
      <AutosaveValues draft={anyDraft} />
      <DraftConflict draft={anyDraft} formRef={formRef} />
      {children}
    </Form>
  );
}

/** "Save and continue" (the form's submit), "Save Application" (unless left out), and the save status under them. */
export function SectionActions<V extends SectionData>({ draft, continueLabel, saveApplication = true }: { draft: ReadySectionDraft<V>; continueLabel?: string; saveApplication?: boolean }) {
  const text = formsText.useText();
  const { values } = useFormikContext<V>();
  return (
    <>
      <ButtonGroup>
        <Button type="submit">{continueLabel ?? text('actions.saveAndContinue')}</Button>
        {saveApplication && (
          <Button variant="secondary" onClick={() => void draft.save(values)}>
            {text('actions.saveApplication')}
          </Button>
        )}
      </ButtonGroup>
      <SaveStatus status={draft.status} />
    </>
  );
}

/** What a section page shows until its draft is ready: a spinner, or the error with Try again. */
export function SectionLoading<V extends SectionData>({ draft }: { draft: Exclude<SectionDraftHandle<V>, ReadySectionDraft<V>> }) {
  const text = formsText.useText();
  const ui = uiText.useText();
  const messageText = useMessageText();
  if (draft.phase === 'loading') return <LoadingSpinner label={ui('loading.what', { what: text('load.what') })} />;
  return (
    <ErrorPanel title={ui('loading.failed', { what: text('load.what') })} onRetry={draft.retry}>
      {draft.errors.map((error) => messageText(apiErrorRef(error))).join(' ')}
    </ErrorPanel>
  );
}
