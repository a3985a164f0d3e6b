/**
 * The console kit's work shared among officers on one application: who else has it open (said again
 * every heartbeat, "left" when the page goes), its officers assigned and taken off, oneself in one
 * press, internal notes with a rating — each change answered by the API's shared work and said in a
 * status line — and the shared schemas' messages beside the fields and in the error summary.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { PRESENCE_HEARTBEAT_SECONDS, type SharedWork } from '@portal/contracts/office/shared-work';
import { http } from '@portal/http/client';
import { SharedWorkSection } from '../src/console/SharedWork';
import { WCAG } from './helpers/wcag';

expect.extend(toHaveNoViolations);

const API = '/office/test/applications/A1';
const ME = { id: '11111111-1111-4111-8111-111111111111', fullName: 'NG SIEW LING' };
const COLLEAGUE = { id: '22222222-2222-4222-8222-222222222222', fullName: 'TAN WEI MING' };

const WORK: SharedWork = {
  assignees: [{ ...COLLEAGUE, assignedAt: '2027-01-05T02:00:00.000Z', assignedBy: 'TAN WEI MING' }],
  notes: [{ id: 'n1', by: 'TAN WEI MING', at: '2027-01-05T02:05:00.000Z', body: 'Portfolio is strong.', rating: 4 }],
  officers: [ME, COLLEAGUE],
  me: ME.id,
};

const answer = (data: unknown) => Promise.resolve({ data, status: 200, headers: {}, config: {}, statusText: 'OK' });

function serve(openBy: Array<{ fullName: string; since: string }> = []) {
  jest.spyOn(http, 'get').mockImplementation(((path: string) => (path === `${API}/work` ? answer(WORK) : Promise.reject(new Error(`unexpected ${path}`)))) as never);
  const put = jest.spyOn(http, 'put').mockImplementation((() => answer({ openBy })) as never);
  const remove = jest.spyOn(http, 'delete').mockImplementation(((path: string) =>
    answer(path.endsWith('/presence') ? null : { ...WORK, assignees: [] })) as never);
  const post = jest.spyOn(http, 'post');
  return { put, remove, post };
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('shows who is assigned, the notes and who else has it open, with no axe violations', async () => {
  serve([{ fullName: 'TAN WEI MING', since: '2027-01-05T02:00:00.000Z' }]);
  const { container } = render(<SharedWorkSection api={API} />);
  const section = await screen.findByRole('region', { name: 'Work on this application' });
  expect(await within(section).findByText(/Also open now: TAN WEI MING \(since/)).toBeVisible();
  expect(within(section).getByText('TAN WEI MING', { selector: 'li' })).toBeVisible();
  expect(within(section).getByText('Portfolio is strong.')).toBeVisible();
  expect(within(section).getByText(/Rating: 4 of 5 \(very good\)/)).toBeVisible();
  expect(await axe(container, WCAG)).toHaveNoViolations();
});

it('assigns the officer chosen, and oneself in one press, saying so', async () => {
  const { post } = serve();
  post.mockImplementation(((path: string, body: { staffId: string }) =>
    answer({ ...WORK, assignees: [...WORK.assignees, { id: body.staffId, fullName: ME.fullName, assignedAt: '2027-01-05T03:00:00.000Z', assignedBy: ME.fullName }] })) as never);
  render(<SharedWorkSection api={API} />);
  const form = await screen.findByRole('form', { name: 'Assign an officer' });
  // An officer already assigned is not offered again.
  expect(within(form).getByRole('combobox', { name: /Officer/ })).not.toHaveTextContent('TAN WEI MING');
  await userEvent.click(within(form).getByRole('button', { name: 'Assign to me' }));
  expect(post).toHaveBeenCalledWith(`${API}/assignees`, { staffId: ME.id });
  expect(await screen.findByRole('status')).toHaveTextContent('NG SIEW LING assigned.');
  expect(screen.getByText('NG SIEW LING', { selector: 'li' })).toBeVisible();
  // Now assigned: no "Assign to me" any more.
  expect(within(form).queryByRole('button', { name: 'Assign to me' })).toBeNull();
});

it('asks for an officer before assigning, beside the field and in the error summary', async () => {
  const { post } = serve();
  render(<SharedWorkSection api={API} />);
  const form = await screen.findByRole('form', { name: 'Assign an officer' });
  await userEvent.click(within(form).getByRole('button', { name: 'Assign' }));
  const summary = await within(form).findByRole('region', { name: 'There is a problem' });
  expect(within(summary).getByRole('link', { name: 'Select the officer to assign' })).toBeVisible();
  expect(within(form).getByRole('combobox', { name: /Officer/ })).toHaveAccessibleDescription(/Select the officer to assign/);
  expect(post).not.toHaveBeenCalled();
});

it('takes an officer off, named for a screen reader', async () => {
  const { remove } = serve();
  render(<SharedWorkSection api={API} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Remove TAN WEI MING' }));
  expect(remove).toHaveBeenCalledWith(`${API}/assignees/${COLLEAGUE.id}`);
  expect(await screen.findByText('Nobody is assigned to this application yet.')).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('TAN WEI MING no longer assigned.');
});

it('adds a note with its rating, and refuses an empty one', async () => {
  const { post } = serve();
  post.mockImplementation((() => answer({ ...WORK, notes: [{ id: 'n2', by: ME.fullName, at: '2027-01-05T03:00:00.000Z', body: 'Interview recommended.', rating: 5 }, ...WORK.notes] })) as never);
  render(<SharedWorkSection api={API} />);
  const form = await screen.findByRole('form', { name: 'Add a note' });
  await userEvent.click(within(form).getByRole('button', { name: 'Add the note' }));
  expect(await within(form).findByRole('link', { name: 'Enter the note' })).toBeVisible();
  expect(post).not.toHaveBeenCalled();

  await userEvent.type(within(form).getByRole('textbox', { name: /Note/ }), 'Interview recommended.');
  await userEvent.click(within(form).getByRole('radio', { name: '5 – outstanding' }));
  await userEvent.click(within(form).getByRole('button', { name: 'Add the note' }));
  expect(post).toHaveBeenCalledWith(`${API}/notes`, { note: 'Interview recommended.', rating: '5' });
  expect(await screen.findByText('Interview recommended.', { selector: 'p' })).toBeVisible();
  expect(screen.getByRole('status')).toHaveTextContent('Note added.');
  expect(within(form).getByRole('textbox', { name: /Note/ })).toHaveValue('');
});

it('says the page is open every heartbeat, unattended, and that it was left when it goes', async () => {
  jest.useFakeTimers();
  const { put, remove } = serve();
  const { unmount } = render(<SharedWorkSection api={API} />);
  expect(put).toHaveBeenCalledTimes(1);
  expect(put).toHaveBeenLastCalledWith(`${API}/presence`, undefined, { unattended: true });
  await act(async () => {
    jest.advanceTimersByTime(PRESENCE_HEARTBEAT_SECONDS * 1000);
  });
  expect(put).toHaveBeenCalledTimes(2);
  unmount();
  await waitFor(() => expect(remove).toHaveBeenCalledWith(`${API}/presence`, { unattended: true, keepalive: true }));
  await act(async () => {
    jest.advanceTimersByTime(PRESENCE_HEARTBEAT_SECONDS * 1000);
  });
  expect(put).toHaveBeenCalledTimes(2);
});
