import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { SectionData } from '@portal/contracts/forms';
import type { ScholarshipForm } from '@portal/contracts/scholarship/api';
import { ScholarshipRoutes } from '../../src/ScholarshipRoutes';
import type { SectionPageProps } from '../../src/sections/section-page';
import type { FakeFormApi } from '../../../shared/forms/test/helpers/fake-form-api';
import { scholarshipForm } from './samples';

/** Renders a section page with a saved draft (or none) and waits until its form is there. */
export async function renderSection(Page: ComponentType<SectionPageProps>, api: FakeFormApi, data: SectionData | null, form: ScholarshipForm = scholarshipForm()) {
  if (data) api.drafts.saveElsewhere(data);
  const onContinue = jest.fn();
  const view = render(
    <MemoryRouter>
      {/* The shell's layout gives every remote its main landmark. */}
      <main>
        <Page form={form} onContinue={onContinue} />
      </main>
    </MemoryRouter>,
  );
  await screen.findByRole('button', { name: /Save and continue|保存并继续/ });
  return { ...view, onContinue };
}

/** The remote's routes at an address (relative to its basename), as the shell mounts them. */
export function renderRoutes(at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <main>
        <ScholarshipRoutes />
      </main>
    </MemoryRouter>,
  );
}

export { summaryMessages } from '../../../shared/forms/test/helpers/error-summary';
