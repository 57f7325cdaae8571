import type { KeyImport, StockEntry } from '@store/shared/schemas/key-stock';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCsrfCookie } from '../../../test/account-fixtures';
import { stubApi, type FakeReply, type FakeRequest } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { staffMember, staffMeReply } from '../testing/admin-api';

const SLOW = { timeout: 20_000 };

function entry(overrides: Partial<StockEntry> = {}): StockEntry {
  return {
    entryId: 5,
    productId: 9,
    title: 'Star Voyager',
    platform: 'Steam',
    edition: null,
    region: 'Europe',
    available: 3,
    reserved: 1,
    sold: 7,
    voided: 0,
    threshold: 2,
    low: false,
    lowSince: null,
    ...overrides,
  };
}

function keyImport(overrides: Partial<KeyImport> = {}): KeyImport {
  return {
    _id: 'imp-1',
    entryId: 5,
    mode: 'all-or-nothing',
    fileName: 'keys.txt',
    status: 'done',
    total: 3,
    processed: 3,
    imported: 3,
    rejected: 0,
    report: [],
    reportTruncated: false,
    error: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    finishedAt: '2026-03-02T09:00:01.000Z',
    ...overrides,
  };
}

/** The key stock's API for one entry; `imports` answers the POST of a file. */
function keysApi(
  imports: (url: URL, request: FakeRequest) => FakeReply,
  progress: KeyImport[] = [],
) {
  const posted: { url: URL; request: FakeRequest }[] = [];
  stubApi({
    '/admin/me': () => staffMeReply(staffMember('catalogue')),
    '/admin/stock/5': () => ({ body: entry() }),
    '/admin/stock/5/keys': () => ({ body: { keys: [], total: 0, page: 1, pageSize: 50 } }),
    '/admin/stock/5/imports': (url, request) => {
      posted.push({ url, request });
      return imports(url, request);
    },
    '/admin/stock/imports/imp-1': () => ({ body: progress.shift() ?? keyImport() }),
  });
  return { posted };
}

async function chooseAndImport(name: string, content: string, mode?: RegExp) {
  const input = await screen.findByLabelText('Key file');
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
  if (mode) fireEvent.click(screen.getByRole('radio', { name: mode }));
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
}

describe('key imports in the back office', SLOW, () => {
  it('sends the file as it is and lists the refused lines when nothing was imported', async () => {
    setCsrfCookie('csrf-token-1');
    const { posted } = keysApi(() => ({
      status: 422,
      body: {
        message: 'Some lines of the file were refused, so nothing was imported.',
        code: 'BAD_LINES',
        import: keyImport({
          _id: '',
          status: 'refused',
          total: 4,
          imported: 0,
          rejected: 2,
          report: [
            { line: 2, reason: 'too-long' },
            { line: 4, reason: 'duplicate-in-file', firstLine: 1 },
          ],
        }),
      },
    }));
    renderApp('/admin/keys?entry=5');
    expect(await screen.findByRole('heading', { name: 'Star Voyager' })).toBeVisible();
    expect(
      screen.getByRole('radio', { name: /Import nothing until the file is fixed/ }),
    ).toBeChecked();
    await chooseAndImport('supplier.csv', 'key\nAAAA-BBBB\n');

    expect(await screen.findByText(/Nothing was imported: 2 lines were refused/)).toBeVisible();
    const report = screen.getByRole('table', { name: 'Refused lines' });
    const rows = within(report).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2Longer than 200 characters',
      '4Same key as line 1',
    ]);
    const [sent] = posted;
    expect(sent?.url.searchParams.get('mode')).toBe('all-or-nothing');
    expect(sent?.url.searchParams.get('fileName')).toBe('supplier.csv');
    expect(sent?.request.headers.get('content-type')).toBe('text/csv');
    expect(sent?.request.headers.get('x-csrf-token')).toBe('csrf-token-1');
  });

  it('follows a large import with a progress bar until it is done', async () => {
    setCsrfCookie('csrf-token-2');
    const running = keyImport({ status: 'running', total: 20_000, processed: 0, imported: 0 });
    const { posted } = keysApi(
      () => ({ status: 202, body: running }),
      [
        keyImport({
          status: 'running',
          total: 20_000,
          processed: 10_000,
          imported: 9_999,
          rejected: 1,
        }),
        keyImport({
          status: 'done',
          mode: 'good-lines',
          total: 20_000,
          processed: 20_000,
          imported: 19_999,
          rejected: 1,
          report: [{ line: 7, reason: 'already-in-stock' }],
        }),
      ],
    );
    renderApp('/admin/keys?entry=5');
    await chooseAndImport('keys.txt', 'AAAA\nBBBB\n', /Import the good lines only/);

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toBeVisible();
    expect(
      await screen.findByText(
        'Import done: 19999 keys added, 1 lines refused.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Refused lines' })).toHaveTextContent(
      'Already in stock',
    );
    expect(posted[0]?.url.searchParams.get('mode')).toBe('good-lines');
    expect(posted[0]?.request.headers.get('content-type')).toBe('text/plain');
  });

  it('asks for a file before importing', async () => {
    keysApi(() => ({ status: 201, body: keyImport() }));
    renderApp('/admin/keys?entry=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Choose a key file first.')).toBeVisible();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
    });
  });
});
