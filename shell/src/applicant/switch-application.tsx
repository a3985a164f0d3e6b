import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { shellText } from '../text';
import { applicantText } from './applicant-text';

// Only applicants with several applications open it: its form and the category names load on demand, not with /login.
const SwitchApplicationForm = lazy(async () => ({ default: (await import('./SwitchApplicationPage')).SwitchApplicationPage }));

export function SwitchApplicationPage() {
  const text = shellText.useText();
  const applicantWords = applicantText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('remotes.loading', { what: applicantWords('switchApplication.title') })} />}>
      <SwitchApplicationForm />
    </Suspense>
  );
}
