/**
 * Renders one admission section page the way the task list does, with only the network replaced: the
 * shared forms' fake draft server answers the section's GET and PUT like the API.
 */
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import type { Citizenship } from '@portal/contracts/categories';
import type { SectionData } from '@portal/contracts/forms';
import { setNavigator } from '@portal/http/navigation';
import type { SectionPageProps } from '../../src/sections/section-page';
import { FakeDraftServer } from '../../../shared/forms/test/helpers/fake-draft-server';

export { FakeDraftServer };

// As in shared/ui's axe test: WCAG 2.2 A and AA plus best practices; contrast is checked in the browser (e2e).
export const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

export function admissionForm(citizenship: Citizenship = 'SINGAPORE_CITIZEN'): AdmissionForm {
  return {
    applicationNumber: '26000042',
    system: 'ADM',
    subCategory: null,
    category: 'MUSIC',
    eligibility: { citizenship, residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: false },
    academicYear: '2027/2028',
    status: 'DRAFT',
    pinSet: true,
    createdAt: '2026-11-01T02:00:00.000Z',
    draftDueAt: '2026-11-15T02:00:00.000Z',
    period: null,
    sections: [],
  };
}

/** A fresh fake server for each test (installed under the shared HTTP client), and a quiet navigator. */
export function withFakeDraftServer(): () => FakeDraftServer {
  let server: FakeDraftServer;
  beforeEach(() => {
    localStorage.clear();
    setNavigator(jest.fn());
    server = new FakeDraftServer().install();
  });
  afterEach(() => server.uninstall());
  return () => server;
}

export function renderSection(
  Page: ComponentType<SectionPageProps>,
  server: FakeDraftServer,
  { data = null, citizenship, onContinue = () => undefined }: { data?: SectionData | null; citizenship?: Citizenship; onContinue?: () => void } = {},
) {
  if (data) server.saveElsewhere(data);
  return render(
    <MemoryRouter>
      <Page applicationNumber="26000042" form={admissionForm(citizenship)} onContinue={onContinue} />
    </MemoryRouter>,
  );
}
