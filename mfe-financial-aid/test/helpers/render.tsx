import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AidApplicationForm } from '@portal/contracts/financial-aid/api';
import type { SectionData } from '@portal/contracts/forms';
import { formsText } from '@portal/forms/text';
import { FinancialAidRoutes } from '../../src/FinancialAidRoutes';
import { aidFormText } from '../../src/form/form-text';
import type { SectionPageProps } from '../../src/sections/section-page';
import type { FakeFormApi } from '../../../shared/forms/test/helpers/fake-form-api';
import { aidForm } from './samples';

/** Renders a section page with a saved draft (or none) and waits until its form is there. */
export async function renderSection(Page: ComponentType<SectionPageProps>, api: FakeFormApi, data: SectionData | null, form: AidApplicationForm = aidForm()) {
  await Promise.all([aidFormText.load(), formsText.load()]);
  if (data) api.drafts.saveElsewhere(data);
  const onContinue = jest.fn();
  const view = render(
    <MemoryRouter>
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
        <FinancialAidRoutes />
      </main>
    </MemoryRouter>,
  );
}
export { summaryMessages } from '../../../shared/forms/test/helpers/error-summary';
