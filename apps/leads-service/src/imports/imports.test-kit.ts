import type { MikroORM } from '@mikro-orm/postgresql';
import type { LeadFileKind, LeadImportResult, LeadViewer } from '@eventdesk/contracts';
import { splitFile } from '@eventdesk/server-kit';
import type { ImportsService } from './imports.service';

export const admin: LeadViewer = { username: 'admin', role: 'admin' };

/** A valid Indian mobile number, distinct per n: `98` then eight digits. */
export function phone(n: number): string {
  return `98${String(n).padStart(8, '0')}`;
}

export interface CsvLead {
  name?: string;
  phone: string;
  email?: string;
  city?: string;
  id?: string;
}

/** A Meta-like comma CSV: `id, full_name, phone_number, email, city` (row 1 is the header). */
export function leadsCsv(leads: readonly CsvLead[]): Buffer {
  const lines = ['id,full_name,phone_number,email,city'];
  for (const [index, lead] of leads.entries()) {
    lines.push(
      [
        lead.id ?? '',
        lead.name ?? `Lead ${index + 1}`,
        lead.phone,
        lead.email ?? '',
        lead.city ?? 'Coimbatore',
      ].join(','),
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

export function csvOf(count: number, from = 1): Buffer {
  return leadsCsv(Array.from({ length: count }, (_, index) => ({ phone: phone(from + index) })));
}

/** Stages the file's pieces as the gateway would, then imports it. */
export async function importBytes(
  imports: ImportsService,
  bytes: Buffer,
  options: { viewer?: LeadViewer; assignTo?: string; fileName?: string; kind?: LeadFileKind } = {},
): Promise<LeadImportResult> {
  const { manifest, chunks } = splitFile(bytes, options.fileName ?? 'leads.csv');
  for (const chunk of chunks) {
    await imports.stageChunk(chunk);
  }
  return imports.importFile({
    viewer: options.viewer ?? admin,
    file: manifest,
    kind: options.kind ?? 'csv',
    fields: { assignTo: options.assignTo },
  });
}

export interface StoredLead {
  id: number;
  phone_e164: string;
  caller: string | null;
  import_id: number | null;
  source: string;
}

export async function storedLeads(orm: MikroORM): Promise<StoredLead[]> {
  return orm.em
    .fork()
    .execute<StoredLead[]>(
      `select "id", "phone_e164", "caller", "import_id", "source" from "leads"."meta_lead" order by "id"`,
    );
}

export async function countRows(orm: MikroORM, table: string): Promise<number> {
  const rows = await orm.em
    .fork()
    .execute<Array<{ count: string }>>(`select count(*) as "count" from "leads"."${table}"`);
  return Number(rows[0]?.count ?? 0);
}
