import { LEAD_FILE_MAX_BYTES, type LeadImportView } from '@eventdesk/contracts/leads';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { importResult, leadPage, leadProgress } from '@/features/meta-leads/testing/lead-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';

const batch = (overrides: Partial<LeadImportView> = {}): LeadImportView => ({
  id: 40,
  source: 'file',
  fileName: 'september-leads.xlsx',
  fileKind: 'xlsx',
  uploadedBy: 'admin-1',
  uploadedAt: '2025-09-30T06:00:00.000Z',
  successCount: 120,
  errorCount: 3,
  duplicateCount: 4,
  skippedCount: 1,
  undoneAt: null,
  undoneBy: null,
  undoRemoved: null,
  undoKept: null,
  ...overrides,
});

function uploadApi(imports: LeadImportView[] = []) {
  const api = fakeApi();
  api.signIn('admin');
  api.on('GET /api/admin/meta-leads', () => leadPage([]));
  api.on('GET /api/admin/meta-leads/progress', () => leadProgress());
  api.on('GET /api/admin/meta-leads/callers', () => ({
    callers: [
      { username: 'ravi', active: true },
      { username: 'selvi', active: false },
    ],
  }));
  api.on('GET /api/admin/meta-leads/imports', () => ({ imports }));
  return api;
}

function leadFile(name: string, size?: number): File {
  const file = new File(['full_name\tphone_number\nMeena\t9843012345\n'], name, {
    type: 'text/tab-separated-values',
  });
  if (size !== undefined) {
    Object.defineProperty(file, 'size', { value: size });
  }
  return file;
}

const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Lead file'), { target: { files: [file] } });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

describe('lead upload', () => {
  it('asks for a file first and refuses one over 10 MB before sending anything', async () => {
    const api = uploadApi();
    renderRoute('/admin/meta-leads');
    await screen.findByRole('heading', { name: 'Upload leads' });
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Please select an Excel file first')).toBeTruthy();

    chooseFile(leadFile('huge.xlsx', LEAD_FILE_MAX_BYTES + 1));
    expect(await screen.findByText('File size should be less than 10MB')).toBeTruthy();
    expect((screen.getByLabelText('Lead file') as HTMLInputElement).value).toBe('');
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Please select an Excel file first')).toBeTruthy();

    // Exactly 10 MB is allowed.
    chooseFile(leadFile('limit.xlsx', LEAD_FILE_MAX_BYTES));
    await waitFor(() => expect(screen.queryByText('File size should be less than 10MB')).toBeNull());
    expect(api.calls('POST /api/admin/meta-leads/upload')).toHaveLength(0);
  });

  it('uploads to one chosen caller, says how it went and lists every row issue, then undoes the import', async () => {
    const api = uploadApi();
    api.on('POST /api/admin/meta-leads/upload', () => importResult());
    api.on('POST /api/admin/meta-leads/imports/:id/undo', () => ({
      removed: 16,
      kept: 2,
      message: 'Removed 16 leads; kept 2 already worked on',
    }));
    renderRoute('/admin/meta-leads');
    await screen.findByRole('heading', { name: 'Upload leads' });
    const assign = screen.getByLabelText('Assign to') as HTMLSelectElement;
    await waitFor(() => expect(assign.options).toHaveLength(2));
    // Round robin first; disabled callers are not offered.
    expect([...assign.options].map((option) => option.value)).toEqual(['', 'ravi']);
    fireEvent.change(assign, { target: { value: 'ravi' } });
    const file = leadFile('meta-leads.tsv');
    chooseFile(file);
    fireEvent.click(uploadButton());

    expect(await screen.findByText('Upload successful! 18 leads imported, 2 errors.')).toBeTruthy();
    const sent = api.calls('POST /api/admin/meta-leads/upload')[0]?.body as FormData;
    expect(sent.get('excelFile')).toBe(file);
    expect(sent.get('assignTo')).toBe('ravi');

    const result = screen.getByTestId('lead-import-result');
    expect(within(result).getByTestId('lead-import-count-imported').textContent).toBe('18');
    expect(within(result).getByTestId('lead-import-errors').textContent).toBe(
      'Row 4: Invalid phone numberRow 9: Missing phone number',
    );
    expect(within(result).getByText('Row 6: Same phone as lead 12')).toBeTruthy();
    expect(within(result).getByText('Row 2: Meta test lead')).toBeTruthy();
    expect(within(result).getByText('Assigned round robin: ravi (9), kavya (9)')).toBeTruthy();
    expect(within(result).getByText('Kept as form answers: what_is_your_budget?')).toBeTruthy();

    fireEvent.click(within(result).getByRole('button', { name: 'Undo this import: meta-leads.tsv' }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo import' });
    expect(api.calls('POST /api/admin/meta-leads/imports/41/undo')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Undo import' }));
    expect(await within(result).findByText('Removed 16 leads; kept 2 already worked on')).toBeTruthy();
    expect(api.calls('POST /api/admin/meta-leads/imports/41/undo')).toHaveLength(1);
  });

  it('sends no assignTo for round robin and shows a note when nobody could be assigned', async () => {
    const api = uploadApi();
    api.on('POST /api/admin/meta-leads/upload', () =>
      importResult({
        errorCount: 0,
        errors: [],
        assignment: { mode: 'unassigned', callers: [], note: 'No active caller: the leads are unassigned' },
      }),
    );
    renderRoute('/admin/meta-leads');
    await screen.findByRole('heading', { name: 'Upload leads' });
    chooseFile(leadFile('leads.csv'));
    fireEvent.click(uploadButton());
    expect(await screen.findByText('No active caller: the leads are unassigned')).toBeTruthy();
    expect(screen.getByText('Not assigned to anyone.')).toBeTruthy();
    expect(screen.queryByTestId('lead-import-errors')).toBeNull();
    const sent = api.calls('POST /api/admin/meta-leads/upload')[0]?.body as FormData;
    expect(sent.has('assignTo')).toBe(false);
  });

  it('says Upload failed: with the server message, or to try again when the server never answered', async () => {
    const api = uploadApi();
    api.on('POST /api/admin/meta-leads/upload', () =>
      Response.json(
        { message: 'Save the file as .xlsx and upload it again', code: 'VALIDATION_FAILED' },
        { status: 400 },
      ),
    );
    renderRoute('/admin/meta-leads');
    await screen.findByRole('heading', { name: 'Upload leads' });
    chooseFile(leadFile('old.xls'));
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Upload failed: Save the file as .xlsx and upload it again')).toBeTruthy();

    api.on('POST /api/admin/meta-leads/upload', () => Promise.reject(new TypeError('Failed to fetch')));
    fireEvent.click(uploadButton());
    expect(await screen.findByText('Upload failed. Please try again.')).toBeTruthy();
  });

  it('lists recent imports and undoes one after asking', async () => {
    const api = uploadApi([
      batch(),
      batch({ id: 39, source: 'webhook', fileName: 'meta-webhook', uploadedBy: 'meta' }),
      batch({
        id: 38,
        fileName: 'august.csv',
        undoneAt: '2025-09-01T06:00:00.000Z',
        undoneBy: 'admin-2',
        undoRemoved: 110,
        undoKept: 10,
      }),
    ]);
    api.on('POST /api/admin/meta-leads/imports/:id/undo', () => ({
      removed: 120,
      kept: 0,
      message: 'Removed 120 leads',
    }));
    renderRoute('/admin/meta-leads');
    const list = await screen.findByTestId('lead-recent-imports');
    expect(within(list).getByText('september-leads.xlsx')).toBeTruthy();
    expect(within(list).getByText('Live leads from Meta')).toBeTruthy();
    expect(within(list).getAllByText('120 imported · 3 errors · 4 duplicates · 1 skipped')).toHaveLength(3);
    expect(
      within(list).getByText(
        /^Undone by admin-2.* · removed 110, kept 10 that callers had already worked on$/,
      ),
    ).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Undo: august.csv' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Undo: september-leads.xlsx' }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo import' });
    expect(
      within(confirm).getByText(
        'Remove the leads of september-leads.xlsx that nobody has worked on yet? Leads already worked on are kept.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Undo import' }));
    expect(await within(list).findByText('Removed 120 leads')).toBeTruthy();
    // The lists are read again after an undo.
    await waitFor(() => expect(api.calls('GET /api/admin/meta-leads/imports').length).toBeGreaterThan(1));
  });
});
