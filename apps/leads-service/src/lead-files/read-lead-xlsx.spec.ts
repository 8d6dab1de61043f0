import {
  LEAD_FILE_EMPTY,
  LEAD_FILE_MAX_ROWS,
  LEAD_FILE_NO_COLUMNS,
  LEAD_FILE_TOO_MANY_ROWS,
  LEAD_FILE_UNPACKS_TOO_BIG,
  LEAD_FILE_UNREADABLE,
  LEAD_FILE_XLS_REFUSED,
} from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { stream as excelStream, Workbook } from 'exceljs';
import { PassThrough } from 'node:stream';
import { readLeadFile } from './read-lead-file';
import { declaredUnpackedBytes } from './xlsx-rows';

type Cells = unknown[];

async function xlsx(sheets: Record<string, Cells[]>): Promise<Buffer> {
  const workbook = new Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    rows.forEach((cells, index) => {
      // Rows are placed by number so that blank rows stay in the sheet as gaps.
      sheet.getRow(index + 1).values = cells as never;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Large files are written the way the export does: streamed, so the fixture itself stays cheap. */
async function streamedXlsx(rows: Iterable<Cells>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new excelStream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Leads');
  for (const cells of rows) {
    sheet.addRow(cells).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  return error;
}

describe('readLeadFile: .xlsx', () => {
  it('reads rich text, hyperlinks, formulas, dates and phones stored as numbers', async () => {
    const file = await xlsx({
      Leads: [
        ['id', 'created_time', 'full_name', 'phone_number', 'email', 'city', 'platform', 'is_organic'],
        [
          'l:1200000000000001',
          new Date(Date.UTC(2025, 5, 1, 10, 22, 33)),
          { richText: [{ text: 'Kavi' }, { font: { bold: true }, text: 'tha' }] },
          919876543210,
          { text: 'Kavitha@Example.com', hyperlink: 'mailto:kavitha@example.com' },
          { formula: 'PROPER("coimbatore")', result: 'Coimbatore' },
          'fb',
          true,
        ],
        ['1200000000000002', '2025-06-02T09:00:00+05:30', 'Bala', 9876543211, '', '', '', 0],
      ],
    });
    const result = await readLeadFile(file, 'xlsx');

    expect(result.errors).toEqual([]);
    expect(result.rows).toEqual([
      expect.objectContaining({
        row: 2,
        metaLeadId: '1200000000000001',
        // A date cell is a wall-clock time in Asia/Kolkata.
        createdTime: new Date('2025-06-01T04:52:33.000Z'),
        fullName: 'Kavitha',
        phoneRaw: '919876543210',
        phoneE164: '+919876543210',
        email: 'kavitha@example.com',
        city: 'Coimbatore',
        platform: 'fb',
        isOrganic: true,
        formAnswers: [],
      }),
      expect.objectContaining({
        row: 3,
        metaLeadId: '1200000000000002',
        createdTime: new Date('2025-06-02T03:30:00.000Z'),
        phoneRaw: '9876543211',
        phoneE164: '+919876543211',
        platform: 'Meta',
        isOrganic: false,
      }),
    ]);
  });

  it('reads a sheet staff edited: reordered, renamed and extra columns, blank rows, Tamil, other sheets ignored', async () => {
    const file = await xlsx({
      'June leads': [
        ['Expo leads (edited by Priya)'],
        [],
        ['S.No', 'Mobile Number', 'Town', 'Name', 'Company Name', 'Called?', 'E-Mail', '', 'Follow up'],
        [1, 919876543220, 'மதுரை', 'முருகன்', 'Sri Murugan Traders', 'yes', 'murugan@example.in', 'VIP', ''],
        [],
        [2, '98765 43221', 'Salem', '', '', '', '', '', new Date(Date.UTC(2025, 5, 10))],
        [3, 12345, 'Salem', 'Short Phone', '', '', '', '', ''],
        [],
      ],
      Pivot: [
        ['Name', 'Phone'],
        ['Not a lead', '9876543299'],
      ],
    });
    const result = await readLeadFile(file, 'xlsx');

    expect(result.totalRows).toBe(3);
    expect(result.rows).toEqual([
      expect.objectContaining({
        row: 4,
        fullName: 'முருகன்',
        phoneE164: '+919876543220',
        city: 'மதுரை',
        businessName: 'Sri Murugan Traders',
        email: 'murugan@example.in',
        // 'S.No' is staff's own numbering: kept as an answer, never taken for Meta's lead id.
        metaLeadId: null,
        formAnswers: [
          { question: 'S.No', answer: '1' },
          { question: 'Called?', answer: 'yes' },
          { question: 'Column 8', answer: 'VIP' },
        ],
      }),
      expect.objectContaining({
        row: 6,
        fullName: 'Unknown',
        phoneE164: '+919876543221',
        formAnswers: [
          { question: 'S.No', answer: '2' },
          { question: 'Follow up', answer: '2025-06-10' },
        ],
      }),
    ]);
    expect(result.errors).toEqual([{ row: 7, reason: "invalid phone number '12345'" }]);
    expect(result.extraColumns).toEqual(['S.No', 'Called?', 'Column 8', 'Follow up']);
  });

  it('reads 20,000 rows streamed', async () => {
    const count = 20_000;
    function* rows(): Generator<Cells> {
      yield [
        'id',
        'created_time',
        'full_name',
        'phone_number',
        'email',
        'city',
        'what_is_your_current_business_status?',
      ];
      for (let i = 0; i < count; i += 1) {
        yield [
          `l:${1_300_000_000_000_000 + i}`,
          '2025-06-01T10:22:33+05:30',
          `Lead ${i}`,
          `p:+9198${String(i).padStart(8, '0')}`,
          `lead${i}@example.com`,
          'Coimbatore',
          'Running a shop',
        ];
      }
    }
    const file = await streamedXlsx(rows());
    const result = await readLeadFile(file, 'xlsx');

    expect(result.rows).toHaveLength(count);
    expect(result.errors).toEqual([]);
    expect(result.rows[count - 1]).toMatchObject({
      row: count + 1,
      phoneE164: `+9198${String(count - 1).padStart(8, '0')}`,
      currentBusinessStatus: 'Running a shop',
    });
  }, 30_000);

  it('refuses an .xlsx that is damaged, has no data rows or no phone column, and a legacy .xls', async () => {
    const good = await xlsx({
      Leads: [
        ['Name', 'Phone'],
        ['Deepa', '9876543217'],
      ],
    });
    expect(await failure(readLeadFile(good.subarray(0, Math.floor(good.length / 2)), 'xlsx'))).toMatchObject({
      code: 'LEAD_FILE_REFUSED',
      message: LEAD_FILE_UNREADABLE,
    });
    expect(await failure(readLeadFile(Buffer.from('not a zip at all'), 'xlsx'))).toMatchObject({
      message: LEAD_FILE_UNREADABLE,
    });
    expect(await failure(readLeadFile(await xlsx({ Leads: [['Name', 'Phone']] }), 'xlsx'))).toMatchObject({
      message: LEAD_FILE_EMPTY,
    });
    expect(await failure(readLeadFile(await xlsx({ Leads: [] }), 'xlsx'))).toMatchObject({
      message: LEAD_FILE_EMPTY,
    });
    expect(
      await failure(
        readLeadFile(
          await xlsx({
            Leads: [
              ['Name', 'Town'],
              ['Deepa', 'Erode'],
            ],
          }),
          'xlsx',
        ),
      ),
    ).toMatchObject({ message: LEAD_FILE_NO_COLUMNS });
    expect(await failure(readLeadFile(good, 'xls'))).toMatchObject({
      code: 'UNSUPPORTED_FILE',
      message: LEAD_FILE_XLS_REFUSED,
    });
  });

  it('refuses a spreadsheet whose zip directory declares more than it may unpack to, before inflating it', async () => {
    const file = await xlsx({
      Leads: [
        ['Name', 'Phone'],
        ['Deepa', '9876543210'],
      ],
    });
    const honest = declaredUnpackedBytes(file);
    expect(honest).toBeGreaterThan(0);
    expect(honest).toBeLessThan(64 * 1024);
    // Declare 400 MB for the first part of the central directory, as a zip bomb's directory would.
    const bomb = Buffer.from(file);
    const directory = bomb.readUInt32LE(bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
    bomb.writeUInt32LE(400 * 1024 * 1024, directory + 24);
    expect(await failure(readLeadFile(bomb, 'xlsx'))).toMatchObject({
      code: 'LEAD_FILE_REFUSED',
      message: LEAD_FILE_UNPACKS_TOO_BIG,
    });
  });

  it(`refuses a file of more than ${LEAD_FILE_MAX_ROWS} rows`, async () => {
    const rows: Cells[] = [['Name', 'Phone']];
    for (let i = 0; i <= LEAD_FILE_MAX_ROWS; i += 1) {
      rows.push([`Lead ${i}`, `98${String(i).padStart(8, '0')}`]);
    }
    expect(await failure(readLeadFile(await streamedXlsx(rows), 'xlsx'))).toMatchObject({
      code: 'LEAD_FILE_REFUSED',
      message: LEAD_FILE_TOO_MANY_ROWS,
    });
    // Writing and streaming 50,001 rows takes seconds on a loaded 2-core machine.
  }, 30_000);
});
