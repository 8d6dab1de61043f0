import { createHash } from 'node:crypto';
import {
  fileChunkCommand,
  FILE_CHUNK_BYTES,
  importLeadFileCommand,
  LEAD_FILE_EMPTY,
  LEAD_FILE_FIELD,
  LEAD_FILE_MAX_BYTES,
  LEAD_FILE_REQUIRED,
  LEAD_FILE_TOO_LARGE,
  LEAD_FILE_UNREADABLE,
  LEAD_FILE_XLS_REFUSED,
  leadsPatterns,
  type ErrorBody,
  type ImportLeadFileCommand,
  type LeadImportResult,
} from '@eventdesk/contracts';
import {
  bearer,
  createStaffUser,
  loginToken,
  request,
  startGatewayApp,
  type GatewayTestApp,
  type StaffCredentials,
} from '../../test/gateway-app';
import { startPrivateNats, type PrivateNats } from '../../test/private-nats';
import { startRpcStandIn, type RpcStandIn } from '../../test/rpc-stand-in';

jest.setTimeout(30_000);

const importResult: LeadImportResult = {
  importId: 9,
  successCount: 2,
  errorCount: 0,
  errors: [],
  duplicateCount: 0,
  duplicates: [],
  skippedCount: 0,
  skipped: [],
  assignment: { mode: 'caller', callers: [{ username: 'priya', count: 2 }], note: null },
  extraColumns: [],
};

/** An OLE compound file with Excel's 'Workbook' stream name: what a legacy .xls starts like. */
function legacyXls(): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([header, Buffer.alloc(504), Buffer.from('Workbook', 'utf16le'), Buffer.alloc(512)]);
}

/** A CSV of `rows` leads with a Tamil name, over several NATS pieces when large. */
function leadsCsv(rows: number): Buffer {
  const lines = ['full_name,phone_number,email,city'];
  for (let i = 0; i < rows; i += 1) {
    lines.push(`முருகன் ${i},+91 98765 ${String(i % 100000).padStart(5, '0')},m${i}@example.com,Coimbatore`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

describe('POST /api/admin/meta-leads/upload (leads-service stood in on a private NATS)', () => {
  let nats: PrivateNats;
  let service: RpcStandIn;
  let gateway: GatewayTestApp;
  let admin: StaffCredentials;
  let token = '';
  /** What leads-service would hold: the pieces of each upload, and each file it was asked to import, whole. */
  const pieces = new Map<string, Map<number, Buffer>>();
  const imported: Array<{ command: ImportLeadFileCommand; bytes: Buffer }> = [];

  beforeAll(async () => {
    nats = await startPrivateNats();
    service = await startRpcStandIn(nats.url, {
      [leadsPatterns.stageFileChunk]: (data) => {
        const chunk = fileChunkCommand.parse(data);
        const bytes = Buffer.from(chunk.data, 'base64');
        const upload = pieces.get(chunk.uploadId) ?? new Map<number, Buffer>();
        upload.set(chunk.index, bytes);
        pieces.set(chunk.uploadId, upload);
        return { received: bytes.length };
      },
      [leadsPatterns.importFile]: (data) => {
        const command = importLeadFileCommand.parse(data);
        const upload = pieces.get(command.file.uploadId) ?? new Map<number, Buffer>();
        const ordered = [...upload.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes);
        imported.push({ command, bytes: Buffer.concat(ordered) });
        return importResult;
      },
    });
    gateway = await startGatewayApp({ NATS_URL: nats.url, LEAD_UPLOAD_RATE_LIMIT_PER_MINUTE: 1000 });
    admin = await createStaffUser(gateway, 'admin');
    token = await loginToken(gateway.url, admin);
  }, 40_000);
  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    await nats?.stop();
  }, 30_000);
  beforeEach(() => {
    service.calls.length = 0;
    pieces.clear();
    imported.length = 0;
  });

  function upload<T = ErrorBody>(
    file: { bytes: Buffer; name: string; type?: string } | null,
    fields: Record<string, string> = {},
    baseUrl = gateway.url,
    bearerToken = token,
  ) {
    const form = new FormData();
    if (file) {
      form.set(LEAD_FILE_FIELD, new Blob([file.bytes], { type: file.type ?? 'text/csv' }), file.name);
    }
    for (const [name, value] of Object.entries(fields)) {
      form.set(name, value);
    }
    return request<T>(`${baseUrl}/api/admin/meta-leads/upload`, {
      method: 'POST',
      headers: bearer(bearerToken),
      body: form,
    });
  }

  it('hands a CSV to leads-service in pieces, byte for byte, with its kind, the assignment and the viewer', async () => {
    const csv = leadsCsv(30_000);
    expect(csv.length).toBeGreaterThan(2 * FILE_CHUNK_BYTES);
    const response = await upload<LeadImportResult>(
      { bytes: csv, name: 'leads.xlsx' },
      { assignTo: ' Priya ' },
    );

    expect(response.status).toBe(200);
    expect(response.body).toEqual(importResult);
    expect(imported).toHaveLength(1);
    const [{ command, bytes }] = imported as [{ command: ImportLeadFileCommand; bytes: Buffer }];
    expect(bytes.equals(csv)).toBe(true);
    expect(command).toEqual({
      viewer: { username: admin.username, role: 'admin' },
      // The kind comes from the bytes: the name said .xlsx.
      kind: 'csv',
      fields: { assignTo: 'priya' },
      file: {
        uploadId: expect.any(String),
        chunkCount: Math.ceil(csv.length / FILE_CHUNK_BYTES),
        size: csv.length,
        sha256: createHash('sha256').update(csv).digest('hex'),
        fileName: 'leads.xlsx',
      },
    });
    expect(service.calls.filter((c) => c.subject === leadsPatterns.stageFileChunk)).toHaveLength(
      command.file.chunkCount,
    );
  });

  it('recognises a UTF-16 Meta download as tsv, and round robin when no caller is chosen', async () => {
    const tsv = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('id\tfull_name\tphone_number\r\nl:1\tAnbu\tp:+919876543210\r\n', 'utf16le'),
    ]);
    expect((await upload({ bytes: tsv, name: 'meta.csv' })).status).toBe(200);
    expect(imported[0]?.command).toMatchObject({ kind: 'tsv', fields: {} });
    expect(imported[0]?.bytes.equals(tsv)).toBe(true);
  });

  it.each([
    [
      'a PDF renamed .xlsx',
      { bytes: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), name: 'leads.xlsx' },
      415,
      LEAD_FILE_UNREADABLE,
    ],
    [
      'binary data',
      { bytes: Buffer.from([0, 1, 2, 3, 0, 0, 0, 9, 8, 7]), name: 'leads.csv' },
      415,
      LEAD_FILE_UNREADABLE,
    ],
    ['a legacy .xls', { bytes: legacyXls(), name: 'leads.xls' }, 415, LEAD_FILE_XLS_REFUSED],
    ['an empty file', { bytes: Buffer.alloc(0), name: 'leads.csv' }, 400, LEAD_FILE_EMPTY],
    ['no file', null, 400, LEAD_FILE_REQUIRED],
  ] as const)('refuses %s (%i) and sends nothing to leads-service', async (_, file, status, message) => {
    const response = await upload(file ? { bytes: file.bytes, name: file.name } : null);
    expect([response.status, response.body.message]).toEqual([status, message]);
    expect(service.calls).toEqual([]);
  });

  it('refuses a file over 10 MB with the spec’s 413 message and sends nothing', async () => {
    const response = await upload({ bytes: Buffer.alloc(LEAD_FILE_MAX_BYTES + 1, 0x41), name: 'big.csv' });
    expect([response.status, response.body.message]).toEqual([413, LEAD_FILE_TOO_LARGE]);
    expect(service.calls).toEqual([]);
  });

  it('limits uploads per address (LEAD_UPLOAD_RATE_LIMIT_PER_MINUTE)', async () => {
    const limited = await startGatewayApp({ NATS_URL: nats.url, LEAD_UPLOAD_RATE_LIMIT_PER_MINUTE: 2 });
    try {
      const limitedToken = await loginToken(limited.url, admin);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await upload(null, {}, limited.url, limitedToken)).status);
      }
      expect(statuses).toEqual([400, 400, 429]);
      // Other staff routes are not counted against it.
      const list = await request(`${limited.url}/api/admin/role`, { headers: bearer(limitedToken) });
      expect(list.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
