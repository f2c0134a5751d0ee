import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productKeys } from '@/lib/query-keys';
import { heldBack, renderApp, stubApi } from '@/testing/test-utils';
import type { ImportReport, ImportReportRow } from '../api/import';

// /admin/import (docs/catalogue-io.md, "The import screen"): a file read in the browser, the
// columns matched, the dry run's report, Apply through an import session.
const ADMIN = { id: 'u_admin', name: 'Site Admin', username: 'admin', role: 'admin' };
const SUB_USER = { id: 'u_sub', name: 'Deck Hand', username: 'deck_hand', role: 'sub_user' };
const SESSION = '/api/admin/products/import/sessions/s-1';
type Init = RequestInit | undefined;
const bodyOf = (init: Init) => JSON.parse(String(init?.body)) as { rows: Record<string, unknown>[]; dryRun?: boolean };

function loginAs(user: typeof ADMIN) {
  localStorage.setItem('adminAuthenticated', 'true');
  localStorage.setItem('adminUser', JSON.stringify(user));
}

/** A dry run's answer: each row's action as `actions` says, an update's price before → after. */
function reportOf(rows: { row: number }[], actions: (row: number) => ImportReportRow['action']): ImportReport {
  const out: ImportReportRow[] = rows.map(({ row }) => {
    const action = actions(row);
    if (action === 'update')
      return { row, action, id: `p${row}`, changes: { price: { before: '10.00', after: '12.50' } } };
    if (action === 'error') return { row, action, errors: [{ field: 'name', message: 'Product name is required' }] };
    return { row, action };
  });
  const count = (a: ImportReportRow['action']) => out.filter((r) => r.action === a).length;
  return {
    summary: { create: count('create'), update: count('update'), unchanged: count('unchanged'), error: count('error') },
    applied: false,
    rows: out,
  };
}

function fakeApi(
  handlers: Record<string, unknown> = {},
  actions: (row: number) => ImportReportRow['action'] = () => 'create',
) {
  const dryRuns: ReturnType<typeof bodyOf>[] = [];
  const batches: number[] = [];
  const deleted: string[] = [];
  const fetchMock = stubApi({
    'GET /api/admin/session': { user: ADMIN },
    'GET /api/admin/enquiries/new-count': { new: 0 },
    'GET /api/products': [],
    'POST /api/admin/products/import': (_: string, init: Init) => {
      const body = bodyOf(init);
      dryRuns.push(body);
      return Response.json(reportOf(body.rows as { row: number }[], actions));
    },
    'POST /api/admin/products/import/sessions': Response.json({ session: 's-1' }, { status: 201 }),
    [`POST ${SESSION}/rows`]: (_: string, init: Init) => {
      batches.push(bodyOf(init).rows.length);
      return Response.json({ staged: bodyOf(init).rows.length });
    },
    [`POST ${SESSION}/commit`]: () => Response.json({ ...reportOf([{ row: 2 }], () => 'create'), applied: true }),
    [`DELETE ${SESSION}`]: () => {
      deleted.push(SESSION);
      return new Response(null, { status: 204 });
    },
    ...handlers,
  });
  return { fetchMock, dryRuns, batches, deleted };
}

const HEADER = 'sku,name,category,description,price,image';
const line = (i: number) =>
  `IMP-${i},Impeller kit ${i},marine-spares,"Pump impeller, with gasket",1250.50,/uploads/demo/impeller.svg`;
const csvFile = (text: string) => new File([`\uFEFF${text}`], 'parts.csv', { type: 'text/csv' });
const lines = (n: number) => [HEADER, ...Array.from({ length: n }, (_, i) => line(i + 2))].join('\r\n');

async function openScreen() {
  loginAs(ADMIN);
  const app = renderApp('/admin/import');
  // The staff chunk's first load: a generous bound for a busy machine, not a timing.
  await screen.findByRole('heading', { level: 1, name: 'Import and Export' }, { timeout: 20_000 });
  return app;
}

async function chooseFile(file: File) {
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText(/Drop a CSV or XLSX file here/), file);
  await screen.findByText(new RegExp(`^${file.name}:`), undefined, { timeout: 10_000 });
  return user;
}

const count = (action: string) => screen.getByTestId(`import-count-${action}`).textContent;

describe('/admin/import', () => {
  afterEach(() => vi.restoreAllMocks());

  it('skips the mapping when every header names a field, and reports the dry run with a filter', async () => {
    const api = fakeApi({}, (row) => (row === 3 ? 'update' : row === 4 ? 'error' : row > 100 ? 'unchanged' : 'create'));
    await openScreen();
    expect(screen.getByRole('link', { name: /Export catalogue/ })).toHaveAttribute(
      'href',
      '/api/admin/products/export.csv',
    );
    const user = await chooseFile(csvFile(lines(250)));
    expect(screen.queryByRole('heading', { name: '2. Match the columns' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await screen.findByRole('heading', { name: '3. Check the changes' });
    expect(api.dryRuns).toHaveLength(1);
    expect(api.dryRuns[0]!.dryRun).toBe(true);
    expect(api.dryRuns[0]!.rows[0]).toEqual({
      row: 2,
      sku: 'IMP-2',
      name: 'Impeller kit 2',
      category: 'marine-spares',
      description: 'Pump impeller, with gasket',
      price: '1250.50',
      image: '/uploads/demo/impeller.svg',
    });
    expect([count('create'), count('update'), count('unchanged'), count('error')]).toEqual(['97', '1', '151', '1']);
    // With an error the table opens on the errors, and nothing can be applied.
    const table = () => screen.getByRole('region', { name: 'Rows of the file' });
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(within(table()).getByText(/: Product name is required/)).toBeInTheDocument();
    expect(within(table()).getByText('4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update (1)' }));
    expect(within(table()).getByText('10.00')).toBeInTheDocument();
    expect(within(table()).getByText('12.50')).toBeInTheDocument();
    // 151 unchanged rows: a page of 100, then the rest.
    await user.click(screen.getByRole('button', { name: 'Unchanged (151)' }));
    expect(within(table()).getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText('Showing 100 of 151 rows')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(within(table()).getAllByRole('row')).toHaveLength(152);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('asks for the columns it cannot match, and names what is missing', async () => {
    const api = fakeApi();
    await openScreen();
    const user = await chooseFile(csvFile('Code,Price,Colour\nA-1,10,red\n'));
    expect(screen.getByRole('heading', { name: '2. Match the columns' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveValue('price');
    expect(screen.getByLabelText('Colour')).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('Map a column to id, sku or name.');
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Colour'), 'price');
    expect(screen.getByRole('alert')).toHaveTextContent('Each field can be chosen for one column only.');
    await user.selectOptions(screen.getByLabelText('Colour'), '');
    await user.selectOptions(screen.getByLabelText('Code'), 'sku');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await screen.findByRole('heading', { name: '3. Check the changes' });
    expect(api.dryRuns[0]!.rows).toEqual([{ row: 2, sku: 'A-1', price: '10' }]);
  });

  it('applies in batches with a moving progress bar, then commits and refreshes the products', async () => {
    const second = heldBack({ staged: 1000 });
    let batch = 0;
    const api = fakeApi({
      [`POST ${SESSION}/rows`]: (_: string, init: Init) => {
        api.batches.push(bodyOf(init).rows.length);
        batch += 1;
        return batch === 2 ? second.handler() : Response.json({ staged: bodyOf(init).rows.length });
      },
    });
    const { queryClient } = await openScreen();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const user = await chooseFile(csvFile(lines(2500)));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Apply 2500 changes' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '1000'));
    expect(bar).toHaveAttribute('max', '2500');
    expect(screen.getByRole('button', { name: 'Applying...' })).toBeDisabled();
    expect(screen.getByLabelText(/Drop a CSV or XLSX file here/)).toBeDisabled();
    second.answer();
    expect(await screen.findByText('Import applied: 1 created, 0 updated.')).toBeInTheDocument();
    expect(api.batches).toEqual([1000, 1000, 500]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: productKeys.all });
    expect(api.deleted).toEqual([]);
  });

  it("shows the server's message when another import is running", async () => {
    const api = fakeApi({
      'POST /api/admin/products/import/sessions': Response.json(
        { message: 'Another import is running; try again when it has finished' },
        { status: 409 },
      ),
    });
    await openScreen();
    const user = await chooseFile(csvFile(lines(3)));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Apply 3 changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The import was not applied: Another import is running; try again when it has finished',
    );
    expect(api.batches).toEqual([]);
    expect(screen.getByRole('button', { name: 'Apply 3 changes' })).toBeEnabled();
  });

  it('shows the report of a refused commit and abandons the session', async () => {
    const refused = reportOf([{ row: 2 }, { row: 3 }], (row) => (row === 3 ? 'error' : 'create'));
    const api = fakeApi({ [`POST ${SESSION}/commit`]: Response.json(refused, { status: 422 }) });
    await openScreen();
    const user = await chooseFile(csvFile(lines(2)));
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Apply 2 changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The import was refused; nothing was written.');
    expect(count('error')).toBe('1');
    expect(
      within(screen.getByRole('region', { name: 'Rows of the file' })).getByText(/: Product name is required/),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.deleted).toEqual([SESSION]));
  });

  it('refuses a file that is not a spreadsheet, without a request', async () => {
    const api = fakeApi();
    await openScreen();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText(/Drop a CSV or XLSX file here/), new File(['%PDF'], 'parts.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a CSV or XLSX file.');
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('/import'))).toBe(false);
  });

  it('is linked for the administrator, and a sub-user has neither the link nor the screen', async () => {
    fakeApi();
    loginAs(ADMIN);
    const admin = renderApp('/admin');
    expect(await screen.findByRole('link', { name: 'Import / Export' }, { timeout: 20_000 })).toHaveAttribute(
      'href',
      '/admin/import',
    );
    admin.unmount();
    fakeApi({ 'GET /api/admin/session': { user: SUB_USER } });
    loginAs(SUB_USER);
    const { router } = renderApp('/admin/import');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sub-user'), { timeout: 20_000 });
    await screen.findByRole('heading', { level: 1, name: 'Product Management' });
    expect(screen.queryByRole('link', { name: 'Import / Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Import and Export' })).not.toBeInTheDocument();
  });
});
