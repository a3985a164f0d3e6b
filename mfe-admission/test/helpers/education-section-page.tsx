/** Renders a section page as the remote's route does: inside a router, with a form of the given category. */
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import type { CategoryId } from '@portal/contracts/categories';
import type { SectionPageProps } from '../../src/sections/section-page';

export const APPLICATION_NUMBER = '26000123';

export function admissionForm(category: CategoryId): AdmissionForm {
  return {
    applicationNumber: APPLICATION_NUMBER,
    system: 'ADM',
    subCategory: null,
    category,
    eligibility: { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: category === 'TRANSFER', fullTimeWorkTwoYears: false },
    academicYear: '2026/2027',
    status: 'DRAFT',
    pinSet: true,
    createdAt: '2026-03-01T00:00:00.000Z',
    draftDueAt: null,
    period: null,
    sections: [],
  };
}

export function renderSectionPage(Page: ComponentType<SectionPageProps>, category: CategoryId, onContinue: () => void = () => undefined) {
  return render(
    <MemoryRouter>
      <Page applicationNumber={APPLICATION_NUMBER} form={admissionForm(category)} onContinue={onContinue} />
    </MemoryRouter>,
  );
}
