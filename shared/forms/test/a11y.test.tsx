import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setNavigator } from '@portal/http/navigation';
import { FakeDraftServer } from './helpers/fake-draft-server';
import { StatementPage } from './helpers/StatementPage';

expect.extend(toHaveNoViolations);

// As in shared/ui's axe test: WCAG 2.2 A and AA plus best practices; contrast is checked in the browser (e2e).
const WCAG = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'color-contrast': { enabled: false } },
};

let server: FakeDraftServer;
beforeEach(() => {
  localStorage.clear();
  setNavigator(jest.fn());
  server = new FakeDraftServer().install();
});
afterEach(() => server.uninstall());

describe('axe (WCAG 2.2 A/AA) on a section page', () => {
  it('saved, with server errors after Save and continue, and with a conflict, has no violations', async () => {
    const user = userEvent.setup();
    const { container } = render(<StatementPage />);
    const statement = await screen.findByLabelText('Your statement');
    await user.type(statement, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Save Application' }));
    await screen.findByText(/^Saved at/, { selector: '.pt-save-status__text' });
    expect(await axe(container, WCAG)).toHaveNoViolations();

    server.completeErrors = [{ code: 'REQUIRED', message: 'This field is required', field: 'title' }];
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('link', { name: 'This field is required' });
    expect(await axe(container, WCAG)).toHaveNoViolations();

    server.saveElsewhere({ title: '', statement: 'Other' });
    await user.type(statement, '!');
    await user.click(screen.getByRole('button', { name: 'Save Application' }));
    await screen.findByRole('alert');
    expect(await axe(container, WCAG)).toHaveNoViolations();
  });
});
