import ExcelJS from 'exceljs';

/** The columns Meta's "Download leads" starts with, before the form's own questions. */
export const META_LEAD_COLUMNS = [
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
] as const;

/** What Meta writes for a test lead created with its Lead Ads Testing Tool. */
export const META_TEST_LEAD = {
  fullName: '<test lead: dummy data for full_name>',
  phone: '<test lead: dummy data for phone_number>',
  email: 'test@meta.com',
};

export interface MetaLeadRow {
  /** Meta's lead id, digits only (the TSV writes it with Meta's `l:` prefix). */
  id: string;
  fullName: string;
  phone: string;
  email?: string;
  city?: string;
  platform?: 'fb' | 'ig';
  /** The form's questions, keyed as Meta keys them (snake_case, sometimes with a `?`). */
  answers?: Record<string, string>;
}

export interface LeadSheetOptions {
  /** Meta's value prefixes (`l:`, `ag:`, `as:`, `c:`, `f:`, `p:`), as its own download writes them. */
  prefixed: boolean;
}

/** Header and rows of a Meta download: Meta's columns, the questions, then name, phone, e-mail and city. */
export function metaLeadTable(leads: readonly MetaLeadRow[], options: LeadSheetOptions): string[][] {
  const questions = [...new Set(leads.flatMap((lead) => Object.keys(lead.answers ?? {})))];
  const prefix = (tag: string, value: string) => (options.prefixed ? `${tag}:${value}` : value);
  const rows = leads.map((lead, index) => [
    prefix('l', lead.id),
    '2025-06-01T10:22:33+05:30',
    prefix('ag', '120210000000001'),
    'Expo 2025 · Coimbatore',
    prefix('as', '120210000000002'),
    'Coimbatore 25-45',
    prefix('c', '120210000000003'),
    'Expo 2025',
    prefix('f', '900000000000004'),
    'Expo form',
    index % 2 ? 'TRUE' : 'false',
    lead.platform ?? 'ig',
    ...questions.map((question) => lead.answers?.[question] ?? ''),
    lead.fullName,
    lead.phone.startsWith('<') ? lead.phone : prefix('p', lead.phone),
    lead.email ?? '',
    lead.city ?? 'Coimbatore',
  ]);
  return [[...META_LEAD_COLUMNS, ...questions, 'full_name', 'phone_number', 'email', 'city'], ...rows];
}

/** An .xlsx of the table, every cell a string (a value starting with `=` stays text, as a typed cell would). */
export async function xlsxOf(table: readonly string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Leads').addRows(table.map((row) => [...row]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Meta's own download: tab-separated UTF-16LE with a byte-order mark and CRLF line ends. */
export function utf16TsvOf(table: readonly string[][]): Buffer {
  const text = `${table.map((row) => row.join('\t')).join('\r\n')}\r\n`;
  return Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
}
