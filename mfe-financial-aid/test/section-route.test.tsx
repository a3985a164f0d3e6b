/**
 * /applications/{id}/sections/{section} (the shared SectionRoute with this form's pages): the
 * section's page and where "Save and continue" leads; an unknown section goes to the task list, a
 * submitted application's section to its progress page.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { formsText } from '@portal/forms/text';
import { COMPLETE_AID_ANSWERS } from '../../shared/contracts/test/financial-aid-samples';
import { installFakeFormApi } from '../../shared/forms/test/helpers/fake-form-api';
import { SectionRoutePage } from '../src/form/SectionRoutePage';
import { aidFormText } from '../src/form/form-text';
import { paths } from '../src/paths';
import { API, APPLICATION_ID, aidForm } from './helpers/samples';

const api = installFakeFormApi();
// The section pages are lazy chunks whose words load with them; loaded here as the other section tests do.
beforeEach(() => Promise.all([aidFormText.load(), formsText.load()]));

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderSectionRoute(section: string) {
  return render(
    <MemoryRouter initialEntries={[paths.section(APPLICATION_ID, section)]}>
      <main>
        <Routes>
          <Route path="/applications/:id/sections/:section" element={<SectionRoutePage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

it('sends an unknown section to the task list', async () => {
  api().on(`GET ${API}`, aidForm());
  renderSectionRoute('nowhere');
  expect(await screen.findByTestId('location')).toHaveTextContent(paths.taskList(APPLICATION_ID));
});

it("sends a submitted application's section to its progress page", async () => {
  api().on(`GET ${API}`, aidForm({ status: 'SUBMITTED' }));
  renderSectionRoute('personalDetails');
  expect(await screen.findByTestId('location')).toHaveTextContent(paths.progress(APPLICATION_ID));
});

it('shows the section, and "Save and continue" leads to the next one', async () => {
  api().on(`GET ${API}`, aidForm());
  api().drafts.saveElsewhere(COMPLETE_AID_ANSWERS.declarations);
  renderSectionRoute('declarations');
  await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Upload documents' })).toBeInTheDocument();
});
