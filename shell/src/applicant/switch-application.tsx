import { lazy, Suspense } from 'react';
import { LoadingSpinner } from '@portal/ui/LoadingSpinner';
import { shellText } from '../text';

// Only applicants with several applications open it: its form and the category names load on demand, not with /login.
const SwitchApplicationForm = lazy(async () => ({ default: (await import('./SwitchApplicationPage')).SwitchApplicationPage }));

export function SwitchApplicationPage() {
  const text = shellText.useText();
  return (
    <Suspense fallback={<LoadingSpinner label={text('remotes.loading', { what: text('switchApplication.title') })} />}>
      <SwitchApplicationForm />
    </Suspense>
  );
}
