/**
 * The office consoles' kit on its own, configured as a console would: the list (search and filters in
 * the address, paging, row link), "release several" (the chosen ids in one request, a line per result)
 * and the record frame (back link, heading from the record, the tab's title, done message, not found).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { http } from '@portal/http/client';
import { useApiQuery } from '@portal/http/use-api-query';
import { BrowserRouter, useLocation } from '@portal/router';
import { OfficeListPage, academicYearFilter, type ListTextKey } from '../src/console/OfficeListPage';
import { RecordPage, RecordNotFound } from '../src/console/RecordPage';
import { RecordActions } from '../src/console/RecordSections';
import { ReleaseSeveralPage } from '../src/console/ReleaseSeveralPage';

interface Row {
  id: string;
  name: string;
}

const LIST_WORDS: Record<ListTextKey, string> = {
  'list.searchLabel': 'Search rows',
  'list.search': 'Search',
  'list.q': 'Name',
  'list.qHint': 'Part of a name',
  'list.any': 'Any',
  'list.clear': 'Clear the search',
  'list.what': 'the rows',
  'list.found': 'Rows found: {total}',
  'list.caption': 'Rows, newest first',
};
const listText = (key: ListTextKey, params?: Record<string, string | number>) => LIST_WORDS[key].replace('{total}', String(params?.total ?? ''));

function answer(data: unknown) {
  return Promise.resolve({ data, status: 200, headers: {}, config: {}, statusText: 'OK' });
}

/** Answers GETs from a table of paths; anything else fails the test. */
function serve(routes: Record<string, unknown>) {
  return jest.spyOn(http, 'get').mockImplementation(((path: string) => (path in routes ? answer(routes[path]) : Promise.reject(new Error(`unexpected ${path}`)))) as never);
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** The kit's pages read and write the real address, as in the browser. */
function renderAt(path: string, page: ReactNode) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      {page}
      <WhereAmI />
    </BrowserRouter>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('OfficeListPage', () => {
  const list = (
    <OfficeListPage<Row>
      text={listText}
      title="Rows"
      caption="Test office"
      api="/office/test/rows"
      clearTo="/"
      filters={[
        { name: 'colour', label: 'Colour', options: [{ value: 'RED', label: 'Red' }], keepUnknownValue: true },
        academicYearFilter('Academic year', 'For example, 2027/2028'),
      ]}
      rowKey={(row) => row.id}
      rowLink={{ header: 'Name', to: (row) => `rows/${row.id}`, text: (row) => row.name, label: (row) => `Open ${row.name}` }}
      columns={[{ header: 'Id', cell: (row) => row.id }]}
    />
  );

  it("asks the API for the address's search, shows what was found and links each row", async () => {
    const get = serve({ '/office/test/rows?colour=BLUE&page=2': { items: [{ id: 'r1', name: 'Ann' }], total: 26, page: 2, pageSize: 25 } });
    renderAt('/?colour=BLUE&page=2&other=x', list);
    expect(await screen.findByText('Rows found: 26')).toHaveAttribute('role', 'status');
    expect(get).toHaveBeenCalledWith('/office/test/rows?colour=BLUE&page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Rows' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows, newest first' });
    expect(within(table).getByRole('rowheader')).toContainElement(within(table).getByRole('link', { name: 'Open Ann' }));
    expect(within(table).getByRole('link', { name: 'Open Ann' })).toHaveAttribute('href', '/rows/r1');
    // A colour the options do not name still shows as chosen.
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveValue('BLUE');
    expect(document.title).toBe('Rows – Test office – Undergraduate Applicant Portal');
  });

  it('puts the search in the address (the first page again) and goes to another page', async () => {
    const empty = { items: [], total: 0, page: 1, pageSize: 25 };
    serve({ '/office/test/rows?': { items: [{ id: 'r1', name: 'Ann' }], total: 30, page: 1, pageSize: 25 }, '/office/test/rows?q=ann&colour=RED': empty, '/office/test/rows?page=2': empty });
    renderAt('/', list);
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/?page=2'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), ' ann ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'RED');
    await userEvent.click(within(screen.getByRole('search', { name: 'Search rows' })).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/?q=ann&colour=RED'));
    expect(await screen.findByText('Rows found: 0')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('ReleaseSeveralPage', () => {
  it('sends the chosen rows in one request and lists a result for each', async () => {
    serve({ '/office/test/waiting': [{ id: 'a', name: 'Ann' }, { id: 'b', name: 'Bo' }] });
    const post = jest.spyOn(http, 'post').mockImplementation((() => answer({ done: ['b'] })) as never);
    renderAt(
      '/release',
      <ReleaseSeveralPage<Row, { done: string[] }, string>
        back={{ to: '/', label: 'Back to the rows' }}
        words={{
          title: 'Release rows',
          caption: 'Test office',
          intro: 'Choose the rows to release.',
          what: 'the rows waiting',
          empty: 'Nothing waits.',
          tableCaption: 'Rows waiting',
          select: 'Choose',
          selectOne: (row) => `Choose ${row.name}`,
          releaseSelected: 'Release the chosen rows',
          results: 'Results',
        }}
        api={{ waiting: '/office/test/waiting', release: '/office/test/release', body: (ids) => ({ ids }), results: (sent) => sent.done }}
        rowId={(row) => row.id}
        columns={[{ header: 'Name', cell: (row) => row.name }]}
        resultKey={(id) => id}
        resultLine={(id) => `${id}: released`}
      />,
    );
    const release = await screen.findByRole('button', { name: 'Release the chosen rows' });
    expect(release).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Back to the rows' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Choose Bo' }));
    await userEvent.click(release);
    expect(post).toHaveBeenCalledWith('/office/test/release', { ids: ['b'] });
    const results = await screen.findByRole('alert');
    expect(within(results).getByText('b: released')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Choose Bo' })).not.toBeChecked();
  });
});

describe('RecordPage', () => {
  it('heads the page with the loaded record, sets the tab title from it, and says what was just done', async () => {
    serve({ '/office/test/rows/r1': { id: 'r1', name: 'Ann' } });
    function Page() {
      return (
        <RecordPage<Row>
          record={useApiQuery<Row>('/office/test/rows/r1')}
          what="the row"
          back={{ to: '/', label: 'Back to the rows' }}
          documentTitle={(row) => `Row of ${row.name}`}
          notice="Row saved."
          heading={(row) => ({ title: `Row of ${row.name}`, caption: 'Test office' })}
        >
          {(row) => <RecordActions title="Actions" actions={[{ to: `/rows/${row.id}/edit`, label: `Change ${row.name}` }]} />}
        </RecordPage>
      );
    }
    renderAt('/rows/r1', <Page />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Row of Ann' })).toBeInTheDocument();
    expect(document.title).toBe('Row of Ann – Undergraduate Applicant Portal');
    expect(screen.getByRole('alert')).toHaveTextContent('Row saved.');
    expect(within(screen.getByRole('navigation', { name: 'Actions' })).getByRole('link', { name: 'Change Ann' })).toHaveAttribute('href', '/rows/r1/edit');
  });

  it('says so when the record is not among the loaded ones, and leads back to the list', () => {
    renderAt('/rows/r9', <RecordNotFound title="No such row" caption="Test office" back={{ to: '/', label: 'Back to the rows' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'No such row' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the rows' })).toHaveAttribute('href', '/');
  });
});
