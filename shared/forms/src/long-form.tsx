/**
 * The long-form kit: the pages every long form (admission, scholarship, financial aid) has around its
 * sections — the section page's frame, the section route, the task list, deleting the draft and the
 * acknowledgement — made once here and configured by each form with its addresses, its words and how it
 * loads its task list.
 *
 * A form's words come from its own namespace under the same keys (LongFormKey): the kit asks for
 * `tasks.title`, `tasks.caption` and so on, and a remote whose strings lack one does not compile.
 *
 * The kit makes components, not routes: each remote keeps its route table and its pages' chunks (a
 * page's module makes its page with the kit, so what it loads stays the page's own).
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import type { SectionData, SectionState } from '@portal/contracts/forms';
import type { TextParams } from '@portal/i18n/namespace';
import type { QueryState } from '@portal/http/use-api-query';
import { useNavigationState } from '@portal/mount/hydration';
import { Link, Navigate, useNavigate, useParams } from '@portal/router';
import { usePageTitle } from '@portal/ui/document-title';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { PageHeading } from '@portal/ui/PageHeading';
import { QueryResult } from '@portal/ui/QueryResult';
import { AcknowledgementPanel } from './AcknowledgementPanel';
import { DeleteDraftPage } from './DeleteDraftPage';
import { DraftSectionForm, type DraftSectionFormProps } from './DraftSectionForm';
import { FormTaskList } from './FormTaskList';
import { SectionFrame } from './SectionFrame';

/** What the kit needs of a form's task list as the server sends it. */
export interface LongFormRecord {
  status: string;
  sections: ReadonlyArray<{ id: string; state: SectionState }>;
  reference?: string | null;
  submittedAt?: string | null;
}

/** A form's addresses (relative to its remote's basename), each of one application. */
export interface LongFormPaths {
  taskList(id: string): string;
  section(id: string, section: string): string;
  checkAnswers(id: string): string;
  submitted(id: string): string;
  deleteDraft(id: string): string;
  /** The API base of the application's routes (the shared client adds /api). */
  api(id: string): string;
}

/** The keys the kit reads in a form's namespace. */
export type LongFormKey =
  | 'tasks.title'
  | 'tasks.caption'
  | 'tasks.loadingWhat'
  | 'tasks.checkAnswers'
  | 'tasks.deleteDraft'
  | 'deleteDraft.title'
  | 'deleteDraft.warning';

/** The keys the acknowledgement page reads in the form's namespace. */
export type AcknowledgementKey = 'acknowledgement.title' | 'acknowledgement.reference';

export type LongFormText = (key: LongFormKey, params?: TextParams) => string;

export interface LongFormConfig<Form extends LongFormRecord, SectionId extends string, IdParam extends string> {
  paths: LongFormPaths;
  /** The route parameter that names the application (its id, or the admission's application number). */
  idParam: IdParam;
  /** The application's id in its addresses. */
  idOf(form: Form): string;
  /** Loads the application's task list (a hook). */
  useForm(id: string): QueryState<Form> & { reload(): void };
  /** The form's words (a hook: its namespace's useText). */
  useText(): LongFormText;
  /** A section's title in the page's language (a hook). */
  useSectionTitle(): (section: SectionId) => string;
  /** The parameters of the caption (`tasks.caption`) and the delete page's title: the academic year, the number… */
  captionParams(form: Form): TextParams;
  isSectionId(section: string): section is SectionId;
  /** Where a submitted application's section or delete address leads. */
  notDraft(id: string): string;
}

/** What a section's page gets from the section route (with the route's parameter, `[idParam]`, too). */
export type SectionPageProps<Form> = {
  form: Form;
  /** After a completed "Save and continue". */
  onContinue(): void;
};

/** A section's page as the kit frames it: the section's id, its draft form's props, and what follows the form. */
export type LongFormSectionPageProps<Form, SectionId extends string, V extends SectionData> = SectionPageProps<Form> & {
  section: SectionId;
  /** Shown outside the section's form, after it (a form of its own, such as an upload). */
  after?: ReactNode;
} & Omit<DraftSectionFormProps<V>, 'baseUrl' | 'section' | 'title' | 'onContinue'>;

export interface TaskListPageOptions<Form> {
  /** What the form says between the heading and the sections (its dates, what it goes with…). */
  Intro?: ComponentType<{ application: Form }>;
  /** What follows the sections (figures so far…). */
  AfterSections?: ComponentType<{ application: Form }>;
  /** The application once submitted (the same address, read-only). */
  Submitted: ComponentType<{ application: Form }>;
  Timeline: ComponentType<{ id: string }>;
  /** A section's page; by default its address. Null when the section has no page (yet). */
  sectionHref?(id: string, section: string): string | null;
  /** What is said under a section without a page (a hook: the form's words). */
  useUnavailableHint?(): string;
  /** Where a draft must go first, if anywhere (say, to set its PIN). */
  redirect?(application: Form): string | null;
  /** The document title, when not always the task list's (a hook: say, a submitted application's own). */
  usePageTitle?(id: string, application: Form | undefined): string;
}

export interface DeleteDraftOptions {
  /** Where the form goes once the draft is deleted; that page says "draft deleted". */
  deletedTo: string;
  /** Done before leaving (say, the layout's menus forget the draft). */
  onDeleted?(): void;
}

export function createLongForm<Form extends LongFormRecord, SectionId extends string, IdParam extends string = 'id'>(
  config: LongFormConfig<Form, SectionId, IdParam>,
) {
  const { paths } = config;
  const useRouteId = () => useParams()[config.idParam] ?? '';

  /** A section page: the frame with the section's title around its draft form and fields. */
  function SectionPage<V extends SectionData>({ form, onContinue, section, after, ...draft }: LongFormSectionPageProps<Form, SectionId, V>) {
    const text = config.useText();
    const id = config.idOf(form);
    const title = config.useSectionTitle()(section);
    return (
      <SectionFrame title={title} caption={text('tasks.caption', config.captionParams(form))} backHref={paths.taskList(id)} backLabel={text('tasks.title')}>
        <DraftSectionForm<V> baseUrl={paths.api(id)} section={section} title={title} onContinue={onContinue} {...draft} />
        {after}
      </SectionFrame>
    );
  }

  /**
   * …/sections/{section}: the section's page (a lazy chunk), given the application and where "Save and
   * continue" leads — the next section with a page, or the task list after the last one. A section
   * without a page or not in this application goes to the task list, a submitted application to notDraft.
   */
  function sectionRoutePage<Props extends SectionPageProps<Form>>(pages: Partial<Record<SectionId, ComponentType<Props>>>) {
    const pageOf = (section: string): ComponentType<Props> | undefined => (config.isSectionId(section) ? pages[section] : undefined);
    return function SectionRoutePage() {
      const text = config.useText();
      const id = useRouteId();
      const { section = '' } = useParams();
      const navigate = useNavigate();
      const form = config.useForm(id);
      const Page = pageOf(section);
      if (!Page) return <Navigate to={paths.taskList(id)} replace />;
      return (
        <QueryResult query={form} what={text('tasks.loadingWhat')}>
          {(application) => {
            if (application.status !== 'DRAFT') return <Navigate to={config.notDraft(id)} replace />;
            const at = application.sections.findIndex((entry) => entry.id === section);
            if (at < 0) return <Navigate to={paths.taskList(id)} replace />;
            const next = application.sections.slice(at + 1).find((entry) => pageOf(entry.id));
            const onContinue = () => navigate(next ? paths.section(id, next.id) : paths.taskList(id));
            // A page may also take the route's parameter (the admission's pages take applicationNumber).
            const props = { [config.idParam]: id, form: application, onContinue } as unknown as Props;
            return (
              <Suspense fallback={<LoadingSpinner label={text('tasks.loadingWhat')} />}>
                <Page key={section} {...props} />
              </Suspense>
            );
          }}
        </QueryResult>
      );
    };
  }

  /** The task list while a draft (the sections, the way to check and submit or delete, the history); the submitted application once sent. */
  function taskListPage({ Intro, AfterSections, Submitted, Timeline, sectionHref, redirect, ...hooks }: TaskListPageOptions<Form>) {
    const useUnavailableHint = hooks.useUnavailableHint ?? (() => undefined);
    const useTitle = hooks.usePageTitle ?? (() => config.useText()('tasks.title'));
    function TaskList({ application }: { application: Form }) {
      const text = config.useText();
      const sectionTitle = config.useSectionTitle();
      const unavailableHint = useUnavailableHint();
      const id = config.idOf(application);
      return (
        <>
          <PageHeading caption={text('tasks.caption', config.captionParams(application))}>{text('tasks.title')}</PageHeading>
          {Intro && <Intro application={application} />}
          <FormTaskList
            sections={application.sections}
            title={(section) => sectionTitle(section as SectionId)}
            href={(section) => (sectionHref ? sectionHref(id, section) : paths.section(id, section))}
            editable
            unavailableHint={unavailableHint}
          />
          {AfterSections && <AfterSections application={application} />}
          <p className="pt-body">
            <Link to={paths.checkAnswers(id)}>{text('tasks.checkAnswers')}</Link>
          </p>
          <p className="pt-body">
            <Link to={paths.deleteDraft(id)}>{text('tasks.deleteDraft')}</Link>
          </p>
          <Timeline id={id} />
        </>
      );
    }
    return function TaskListPage() {
      const text = config.useText();
      const id = useRouteId();
      const form = config.useForm(id);
      usePageTitle(useTitle(id, form.status === 'success' ? form.data : undefined));
      return (
        <QueryResult query={form} what={text('tasks.loadingWhat')}>
          {(application) => {
            if (application.status !== 'DRAFT') {
              return (
                <Suspense fallback={<LoadingSpinner label={text('tasks.loadingWhat')} />}>
                  <Submitted application={application} />
                </Suspense>
              );
            }
            const first = redirect?.(application);
            return first ? <Navigate to={first} replace /> : <TaskList application={application} />;
          }}
        </QueryResult>
      );
    };
  }

  /** Deleting a draft (the shared confirmation); a submitted application's address leads to notDraft. */
  function deleteDraftPage({ deletedTo, onDeleted }: DeleteDraftOptions) {
    return function DeleteDraftRoutePage() {
      const text = config.useText();
      const id = useRouteId();
      const navigate = useNavigate();
      const form = config.useForm(id);
      return (
        <QueryResult query={form} what={text('tasks.loadingWhat')}>
          {(application) =>
            application.status !== 'DRAFT' ? (
              <Navigate to={config.notDraft(id)} replace />
            ) : (
              <DeleteDraftPage
                api={paths.api(id)}
                caption={text('tasks.caption', config.captionParams(application))}
                title={text('deleteDraft.title', config.captionParams(application))}
                warning={text('deleteDraft.warning')}
                onDeleted={() => {
                  onDeleted?.();
                  // The shell clears its notification area on navigation: the next page says it instead.
                  navigate(deletedTo, { replace: true, state: { draftDeleted: true } });
                }}
                onCancel={() => navigate(paths.taskList(id))}
              />
            )
          }
        </QueryResult>
      );
    };
  }

  /**
   * The acknowledgement: the reference (from the submit answer right after submitting, from the
   * application itself on a later visit or a reload) and the form's next steps.
   */
  function acknowledgementPage({ NextSteps, useText }: { NextSteps: ComponentType<{ id: string }>; useText(): (key: AcknowledgementKey | LongFormKey) => string }) {
    return function AcknowledgementPage() {
      const text = useText();
      const id = useRouteId();
      const acknowledgement = useNavigationState<{ acknowledgement?: { reference: string; submittedAt: string } }>()?.acknowledgement;
      const form = config.useForm(id);
      return (
        <QueryResult query={form} what={text('tasks.loadingWhat')}>
          {(application) => (
            <AcknowledgementPanel
              title={text('acknowledgement.title')}
              referenceLabel={text('acknowledgement.reference')}
              reference={acknowledgement?.reference ?? application.reference ?? ''}
              submittedAt={acknowledgement?.submittedAt ?? application.submittedAt}
            >
              <NextSteps id={id} />
            </AcknowledgementPanel>
          )}
        </QueryResult>
      );
    };
  }

  return { paths, useRouteId, SectionPage, sectionRoutePage, taskListPage, deleteDraftPage, acknowledgementPage };
}
