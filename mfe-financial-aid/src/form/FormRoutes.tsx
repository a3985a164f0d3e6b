/**
 * The financial aid application form's routes (paths.ts): apply, then under /applications/{id} the
 * task list, the sections, check your answers, the acknowledgement and deleting the draft. Each page
 * is its own chunk, loaded with the form's words and the long forms' shared words.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { formsText } from '@portal/forms/text';
import { Navigate, Route, Routes } from '@portal/router';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { financialAidText } from '../financial-aid-text';
import { paths } from '../paths';
import { formText } from './form-text';

const page = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazy(async () => ({ default: (await Promise.all([load(), formText.load(), formsText.load()]))[0][name]! }));

const ApplyPage = page(() => import('../apply/ApplyPage'), 'ApplyPage');
const TaskListPage = page(() => import('./TaskListPage'), 'TaskListPage');
const SectionRoutePage = page(() => import('./SectionRoutePage'), 'SectionRoutePage');
const CheckAnswersPage = page(() => import('./CheckAnswersPage'), 'CheckAnswersPage');
const AcknowledgementPage = page(() => import('./AcknowledgementPage'), 'AcknowledgementPage');
const DeleteDraftPage = page(() => import('./DeleteDraftPage'), 'DeleteDraftPage');

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
