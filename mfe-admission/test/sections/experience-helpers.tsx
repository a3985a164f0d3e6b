/**
 * What the section page tests share: a page rendered in a router with an application of a chosen
 * category, the network replaced by shared/forms' fake draft server (the only thing mocked), the
 * error summary's messages, and axe with the portal's WCAG rules.
 */
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AdmissionForm } from '@portal/contracts/admission/api';
import type { CategoryId } from '@portal/contracts/categories';
import type { SectionData } from '@portal/contracts/forms';
import { setNavigator } from '@portal/http/navigation';
import { changeLanguage } from '@portal/i18n/i18n';
import { FakeDraftServer } from '../../../shared/forms/test/helpers/fake-draft-server';
import type { SectionPageProps } from '../../src/sections/section-page';

export const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

export function applicationForm(category: CategoryId = 'POLYTECHNIC'): AdmissionForm {
  return {
    applicationNumber: '26000042',
    system: category === 'WORKING_ADULT' ? 'SCALE' : 'ADM',
    subCategory: null,
    category,
    eligibility: { citizenship: 'SINGAPORE_CITIZEN', residesInSingapore: true, priorUniversity: false, fullTimeWorkTwoYears: category === 'WORKING_ADULT' },
    academicYear: '2026/2027',
    status: 'DRAFT',
    pinSet: true,
    createdAt: '2026-11-01T02:00:00.000Z',
    draftDueAt: null,
    period: null,
    sections: [],
  };
}

/** Installs the fake server around each test of the file; returns a getter for the current one. */
export function installFakeDraftServer(): () => FakeDraftServer {
  let server: FakeDraftServer;
  beforeEach(() => {
    localStorage.clear();
    setNavigator(jest.fn());
    server = new FakeDraftServer().install();
  });
  afterEach(async () => {
    server.uninstall();
    await changeLanguage('en-GB');
  });
  return () => server;
}

/** Renders a section page with a saved draft (or none) and waits until its form is there. */
export async function renderSection(Page: ComponentType<SectionPageProps>, server: FakeDraftServer, data: SectionData | null, category?: CategoryId) {
  if (data) server.saveElsewhere(data);
  const onContinue = jest.fn();
  const view = render(
    <MemoryRouter>
      {/* The shell's layout gives every remote its main landmark. */}
      <main>
        <Page applicationNumber="26000042" form={applicationForm(category)} onContinue={onContinue} />
      </main>
    </MemoryRouter>,
  );
  await screen.findByRole('button', { name: /Save and continue|保存并继续/ });
  return { ...view, onContinue };
}

export { summaryMessages } from '../../../shared/forms/test/helpers/error-summary';
