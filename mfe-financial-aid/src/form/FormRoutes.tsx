/**
 * The financial aid application form's routes (paths.ts): apply, then under /applications/{id} the
 * task list, the sections, check your answers, the acknowledgement and deleting the draft. Each page
 * is its own chunk, loaded with the form's words and the long forms' shared words, and named (the
 * import's webpackChunkName) for a page the server draws to preload it (lazy-page.tsx).
 */
import { Suspense, type ComponentType } from 'react';
import { lazyNamedPage } from '@portal/mount/lazy-page';
import { formsText } from '@portal/forms/text';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { financialAidText } from '../financial-aid-text';
import { paths } from '../paths';
import { formText } from './form-text';

const page = (group: string, load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazyNamedPage(group, load, name, [() => formText.load(), () => formsText.load()]);

const ApplyPage = page('financial-aid-apply', () => import(/* webpackChunkName: "financial-aid-apply" */ '../apply/ApplyPage'), 'ApplyPage');
const TaskListPage = page('financial-aid-task-list', () => import(/* webpackChunkName: "financial-aid-task-list" */ './TaskListPage'), 'TaskListPage');
const SectionRoutePage = page('financial-aid-section-route', () => import(/* webpackChunkName: "financial-aid-section-route" */ './SectionRoutePage'), 'SectionRoutePage');
const CheckAnswersPage = page('financial-aid-check-answers', () => import(/* webpackChunkName: "financial-aid-check-answers" */ './CheckAnswersPage'), 'CheckAnswersPage');
const AcknowledgementPage = page('financial-aid-acknowledgement', () => import(/* webpackChunkName: "financial-aid-acknowledgement" */ './AcknowledgementPage'), 'AcknowledgementPage');
const DeleteDraftPage = page('financial-aid-delete-draft', () => import(/* webpackChunkName: "financial-aid-delete-draft" */ './DeleteDraftPage'), 'DeleteDraftPage');

function Loading({ children }: { children: React.ReactNode }) {
  const text = financialAidText.useText();
  return <Suspense fallback={<LoadingSpinner label={text('status.loadingWhat')} />}>{children}</Suspense>;
}

/** /apply: choose the admission application and start. */
export function ApplyRoute() {
  return (
    <Loading>
      <ApplyPage />
    </Loading>
  );
}

/** /applications/{id}/…: the application while a draft, and its acknowledgement. */
export function FormRoutes() {
  return (
    <Loading>
      <Routes>
        <Route index element={<TaskListPage />} />
        <Route path="sections/:section" element={<SectionRoutePage />} />
        <Route path="check" element={<CheckAnswersPage />} />
        <Route path="submitted" element={<AcknowledgementPage />} />
        <Route path="delete" element={<DeleteDraftPage />} />
        <Route path="*" element={<Navigate to={paths.status} replace />} />
      </Routes>
    </Loading>
  );
}
