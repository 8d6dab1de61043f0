import { LEAD_FILE_EMPTY, LEAD_FILE_NO_COLUMNS, LEAD_FILE_UNREADABLE } from '@eventdesk/contracts';
import { DomainError } from '@eventdesk/server-kit';
import { parseGraphLead, readLeadFile } from './read-lead-file';

const utf16le = (text: string, bom = true) =>
  Buffer.concat([Buffer.from(bom ? [0xff, 0xfe] : []), Buffer.from(text, 'utf16le')]);
const utf8 = (text: string, bom = false) => Buffer.from(`${bom ? '\uFEFF' : ''}${text}`, 'utf8');
const lines = (rows: string[][], delimiter: string, end = '\n') =>
  rows.map((r) => r.join(delimiter)).join(end) + end;

const META_HEADER = [
  'id',
  'created_time',
  'ad_id',
  'ad_name',
  'adset_id',
  'adset_name',
  'campaign_id',
  'campaign_name',
  'form_id',
  'form_name',
  'is_organic',
  'platform',
  'what_is_your_current_business_status?',
  'what_is_the_biggest_challenge_in_your_business?',
  'full_name',
  'phone_number',
  'email',
  'city',
  'lead_status',
  'inbox_url',
];
const metaRow = (over: Partial<Record<string, string>>) =>
  META_HEADER.map(
    (key) =>
      ({
        id: 'l:1200000000000001',
        created_time: '2025-06-01T10:22:33+05:30',
        ad_id: 'ag:120210000000001',
        ad_name: 'Expo ad',
        adset_id: 'as:120210000000002',
        adset_name: 'Coimbatore 25-45',
        campaign_id: 'c:120210000000003',
        campaign_name: 'Expo 2025',
        form_id: 'f:900000000000004',
        form_name: 'Expo form',
        is_organic: 'false',
        platform: 'ig',
        'what_is_your_current_business_status?': 'Running a shop',
        'what_is_the_biggest_challenge_in_your_business?': 'Marketing',
        full_name: 'Murugan K',
        phone_number: 'p:+919876543210',
        email: 'Murugan@Example.COM ',
        city: 'Coimbatore',
        lead_status: 'CREATED',
        inbox_url: 'https://business.facebook.com/latest/inbox/1',
        ...over,
      })[key] ?? '',
  );

async function expectFailure(promise: Promise<unknown>, message: string) {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code: 'LEAD_FILE_REFUSED', message });
}

describe('readLeadFile: Meta downloads and CSVs', () => {
  it("reads Meta's UTF-16LE TSV: prefixes removed, fields mapped, test lead and permission-text id handled", async () => {
    const text = lines(
      [
        META_HEADER,
        metaRow({}),
        metaRow({
          id: "You don't have enough permission to see this lead's ID",
          full_name: '<test lead: dummy data for full_name>',
          phone_number: '<test lead: dummy data for phone_number>',
          email: 'test@meta.com',
        }),
        metaRow({
          id: "You don't have enough permission to see this lead's ID",
          phone_number: 'p:+919876500001',
          is_organic: 'TRUE',
          platform: 'fb',
          full_name: 'அருண் குமார்',
        }),
        metaRow({ id: 'l:1200000000000004', phone_number: 'p:12345', is_organic: '1' }),
      ],
      '\t',
      '\r\n',
    );
    const result = await readLeadFile(utf16le(text), 'tsv');

    expect(result.totalRows).toBe(4);
    expect(result.rows.map((lead) => lead.row)).toEqual([2, 4]);
    expect(result.rows[0]).toEqual({
      row: 2,
      metaLeadId: '1200000000000001',
      fullName: 'Murugan K',
      phoneRaw: '+919876543210',
      phoneE164: '+919876543210',
      email: 'murugan@example.com',
      city: 'Coimbatore',
      businessName: null,
      platform: 'ig',
      adId: '120210000000001',
      adName: 'Expo ad',
      adsetId: '120210000000002',
      adsetName: 'Coimbatore 25-45',
      campaignId: '120210000000003',
      campaignName: 'Expo 2025',
      formId: '900000000000004',
      formName: 'Expo form',
      isOrganic: false,
      createdTime: new Date('2025-06-01T04:52:33.000Z'),
      currentBusinessStatus: 'Running a shop',
      biggestBusinessChallenge: 'Marketing',
      formAnswers: [
        { question: 'lead_status', answer: 'CREATED' },
        { question: 'inbox_url', answer: 'https://business.facebook.com/latest/inbox/1' },
      ],
    });
    expect(result.rows[1]).toMatchObject({
      metaLeadId: null,
      fullName: 'அருண் குமார்',
      isOrganic: true,
      platform: 'fb',
      phoneE164: '+919876500001',
    });
    // The permission text is noise, not an answer.
    expect(result.rows[1].formAnswers.map((a) => a.question)).toEqual(['lead_status', 'inbox_url']);
    expect(result.skipped).toEqual([{ row: 3, reason: 'Meta test lead' }]);
    expect(result.errors).toEqual([{ row: 5, reason: "invalid phone number '12345'" }]);
    expect(result.extraColumns).toEqual(['lead_status', 'inbox_url']);
  });

  it('reads UTF-16LE without a byte-order mark', async () => {
    const text = lines(
      [
        ['full_name', 'phone_number'],
        ['Kavya', 'p:+919876543211'],
      ],
      '\t',
    );
    const result = await readLeadFile(utf16le(text, false), 'tsv');
    expect(result.rows).toMatchObject([{ row: 2, fullName: 'Kavya', phoneE164: '+919876543211' }]);
  });

  it('reads a UTF-8 CSV with BOM, quotes, doubled quotes, embedded line breaks and CRLF', async () => {
    const text =
      'Full Name,Phone Number,E-mail,Business Name,Notes\r\n' +
      '"Senthil, R","098765 43210",senthil@example.com,"Sri ""Lakshmi"" Stores","line one\r\nline two"\r\n' +
      'Priya,9876543212,not-an-email,,\r\n';
    const result = await readLeadFile(utf8(text, true), 'csv');

    expect(result.rows).toHaveLength(2);
    expect(result.rows[0]).toMatchObject({
      row: 2,
      fullName: 'Senthil, R',
      phoneRaw: '098765 43210',
      phoneE164: '+919876543210',
      email: 'senthil@example.com',
      businessName: 'Sri "Lakshmi" Stores',
      platform: 'Meta',
      metaLeadId: null,
      formAnswers: [{ question: 'Notes', answer: 'line one\r\nline two' }],
    });
    // The line break inside quotes does not shift the next row's number; a bad e-mail is kept as an answer.
    expect(result.rows[1]).toMatchObject({
      row: 3,
      email: null,
      formAnswers: [{ question: 'E-mail', answer: 'not-an-email' }],
    });
  });

  it('reads a semicolon CSV (Excel in a comma-decimal locale) and reports duplicates within the file', async () => {
    const text = lines(
      [
        ['Name', 'Mobile', 'Town', 'Current business status', 'Biggest Challenge'],
        ['Anitha', '+91 98765-43213', 'Tiruppur', 'Idea stage', '"Funding; hiring"'],
        ['', '', '', '', ''],
        ['Anitha again', '9876543213', 'Tiruppur', '', ''],
      ],
      ';',
    );
    const result = await readLeadFile(utf8(text), 'csv');

    expect(result.rows).toMatchObject([
      {
        row: 2,
        fullName: 'Anitha',
        phoneE164: '+919876543213',
        city: 'Tiruppur',
        currentBusinessStatus: 'Idea stage',
        biggestBusinessChallenge: 'Funding; hiring',
      },
    ]);
    // The blank row 3 is ignored: not counted, not reported.
    expect(result.totalRows).toBe(2);
    expect(result.duplicates).toEqual([{ row: 4, reason: 'duplicate of row 2 (same phone)' }]);
  });

  it('finds duplicates by Meta lead id before phone', async () => {
    const text = lines(
      [
        ['id', 'phone_number'],
        ['l:1200000000000009', 'p:+919876543214'],
        ['l:1200000000000009', 'p:+919876543215'],
      ],
      ',',
    );
    const result = await readLeadFile(utf8(text), 'csv');
    expect(result.duplicates).toEqual([{ row: 3, reason: 'duplicate of row 2 (same Meta lead id)' }]);
  });

  it('reports a missing phone and defaults a blank name, and keeps going after bad rows', async () => {
    const text = lines(
      [
        ['name', 'whatsapp', 'city'],
        ['Raja', '', 'Erode'],
        ['', '9876543216', ''],
      ],
      ',',
    );
    const result = await readLeadFile(utf8(text), 'csv');
    expect(result.errors).toEqual([{ row: 2, reason: 'phone number is missing' }]);
    expect(result.rows).toMatchObject([
      { row: 3, fullName: 'Unknown', city: null, phoneE164: '+919876543216' },
    ]);
  });

  it('refuses whole files: empty, header only, no phone column, not text', async () => {
    await expectFailure(readLeadFile(Buffer.alloc(0), 'csv'), LEAD_FILE_EMPTY);
    await expectFailure(readLeadFile(utf8('\n\n'), 'csv'), LEAD_FILE_EMPTY);
    await expectFailure(readLeadFile(utf8('name,phone\r\n'), 'csv'), LEAD_FILE_EMPTY);
    await expectFailure(readLeadFile(utf8('name,town\nRaja,Erode\n'), 'csv'), LEAD_FILE_NO_COLUMNS);
    await expectFailure(
      readLeadFile(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 0, 0]), 'csv'),
      LEAD_FILE_UNREADABLE,
    );
  });

  it('finds the header below a title row', async () => {
    const text = lines([['June leads from the expo'], [], ['Name', 'Phone'], ['Deepa', '9876543217']], ',');
    const result = await readLeadFile(utf8(text), 'csv');
    expect(result.rows).toMatchObject([{ row: 4, fullName: 'Deepa' }]);
  });
});

describe('parseGraphLead', () => {
  it('maps a webhook lead exactly like a file row', () => {
    const parsed = parseGraphLead({
      id: '987654',
      created_time: '2025-06-01T04:52:33+0000',
      ad_id: '120210000000001',
      ad_name: 'Expo ad',
      form_id: '900000000000004',
      platform: 'fb',
      is_organic: false,
      field_data: [
        { name: 'full_name', values: ['Murugan K'] },
        { name: 'phone_number', values: ['+919876543210'] },
        { name: 'work_email', values: ['M@Example.com'] },
        { name: 'company_name', values: ['Sri Stores'] },
        { name: 'what_is_your_current_business_status?', values: ['Running'] },
        { name: 'which_days_suit_you?', values: ['Sat', 'Sun'] },
      ],
    });
    expect(parsed).toEqual({
      lead: expect.objectContaining({
        metaLeadId: '987654',
        fullName: 'Murugan K',
        phoneE164: '+919876543210',
        email: 'm@example.com',
        businessName: 'Sri Stores',
        platform: 'fb',
        isOrganic: false,
        createdTime: new Date('2025-06-01T04:52:33.000Z'),
        currentBusinessStatus: 'Running',
        formAnswers: [{ question: 'which_days_suit_you?', answer: 'Sat, Sun' }],
      }),
    });
  });

  it('reports test leads as skipped and bad phones as errors', () => {
    const lead = (phone: string, email = 'a@b.in') => ({
      id: '1',
      field_data: [
        { name: 'phone_number', values: [phone] },
        { name: 'email', values: [email] },
      ],
    });
    expect(parseGraphLead(lead('<test lead: dummy data for phone_number>', 'test@meta.com'))).toEqual({
      issue: { kind: 'skipped', reason: 'Meta test lead' },
    });
    expect(parseGraphLead(lead('12345'))).toEqual({
      issue: { kind: 'error', reason: "invalid phone number '12345'" },
    });
    expect(parseGraphLead(lead(''))).toEqual({ issue: { kind: 'error', reason: 'phone number is missing' } });
  });
});
