import type { EntityManager } from '@mikro-orm/postgresql';
import type { LeadSource } from '@eventdesk/contracts';
import type { ParsedLeadFields } from '../lead-files/read-lead-file';

/** Rows per INSERT: one JSON parameter each, so well below PostgreSQL's 65,535-parameter limit at any size. */
const INSERT_BATCH = 1_000;

/** Any constant every replica shares: `leads` in ASCII. */
const IMPORT_LOCK_KEY = 0x6c_65_61_64_73;

/**
 * Imports (files and webhook leads) run one at a time. The unique indexes already keep two racing imports from
 * storing one person twice; the lock also keeps round robin's "who is next" and the duplicate reasons exact, and
 * rules out deadlocks between two inserts of overlapping files taking the same keys in different orders.
 */
export async function lockImports(tx: EntityManager): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(?)', [IMPORT_LOCK_KEY]);
}

export interface StoredKeys {
  phones: Set<string>;
  metaLeadIds: Set<string>;
}

/** Which of these phones and Meta lead ids a stored lead already has. */
export async function findStoredKeys(
  tx: EntityManager,
  leads: readonly ParsedLeadFields[],
): Promise<StoredKeys> {
  const phones = JSON.stringify(leads.map((lead) => lead.phoneE164));
  const ids = JSON.stringify(leads.flatMap((lead) => (lead.metaLeadId === null ? [] : [lead.metaLeadId])));
  const rows = await tx.execute<Array<{ kind: 'phone' | 'id'; value: string }>>(
    `select 'phone' as "kind", m."phone_e164" as "value"
       from jsonb_array_elements_text(?::jsonb) as p("value")
       join "leads"."meta_lead" m on m."phone_e164" = p."value"
     union all
     select 'id', m."meta_lead_id"
       from jsonb_array_elements_text(?::jsonb) as i("value")
       join "leads"."meta_lead" m on m."meta_lead_id" = i."value"`,
    [phones, ids],
  );
  const keys: StoredKeys = { phones: new Set(), metaLeadIds: new Set() };
  for (const row of rows) {
    (row.kind === 'phone' ? keys.phones : keys.metaLeadIds).add(row.value);
  }
  return keys;
}

export interface LeadToInsert {
  lead: ParsedLeadFields;
  caller: string | null;
}

export interface InsertedLead {
  id: number;
  phoneE164: string;
  caller: string | null;
}

const columns = {
  meta_lead_id: 'text',
  created_time: 'timestamptz',
  ad_id: 'text',
  ad_name: 'text',
  adset_name: 'text',
  campaign_name: 'text',
  form_id: 'text',
  form_name: 'text',
  platform: 'text',
  is_organic: 'boolean',
  current_business_status: 'text',
  biggest_business_challenge: 'text',
  full_name: 'text',
  phone_raw: 'text',
  phone_e164: 'text',
  email: 'text',
  city: 'text',
  business_name: 'text',
  form_answers: 'jsonb',
  caller: 'text',
} as const;
type Column = keyof typeof columns;

function record({ lead, caller }: LeadToInsert): Record<Column, unknown> {
  return {
    meta_lead_id: lead.metaLeadId,
    created_time: lead.createdTime?.toISOString() ?? null,
    ad_id: lead.adId,
    ad_name: lead.adName,
    adset_name: lead.adsetName,
    campaign_name: lead.campaignName,
    form_id: lead.formId,
    form_name: lead.formName,
    platform: lead.platform,
    is_organic: lead.isOrganic,
    current_business_status: lead.currentBusinessStatus,
    biggest_business_challenge: lead.biggestBusinessChallenge,
    full_name: lead.fullName,
    phone_raw: lead.phoneRaw,
    phone_e164: lead.phoneE164,
    email: lead.email,
    city: lead.city,
    business_name: lead.businessName,
    form_answers: lead.formAnswers,
    caller,
  };
}

const names = Object.keys(columns) as Column[];
const insertSql = `insert into "leads"."meta_lead"
    ("import_id", "source", "assigned_at", ${names.map((name) => `"${name}"`).join(', ')})
  select ?, ?, case when r."caller" is null then null else now() end, ${names.map((name) => `r."${name}"`).join(', ')}
    from jsonb_to_recordset(?::jsonb) as r(${names.map((name) => `"${name}" ${columns[name]}`).join(', ')})
  on conflict do nothing
  returning "id", "phone_e164", "caller"`;

/**
 * Inserts leads in multi-row statements. A lead whose phone or Meta lead id is already stored is left out by the
 * unique indexes (not an error), so the caller compares what came back with what it sent.
 */
export async function insertLeads(
  tx: EntityManager,
  importId: number,
  source: LeadSource,
  leads: readonly LeadToInsert[],
): Promise<InsertedLead[]> {
  const inserted: InsertedLead[] = [];
  for (let start = 0; start < leads.length; start += INSERT_BATCH) {
    const slice = leads.slice(start, start + INSERT_BATCH).map(record);
    const rows = await tx.execute<Array<{ id: number; phone_e164: string; caller: string | null }>>(
      insertSql,
      [importId, source, JSON.stringify(slice)],
    );
    inserted.push(...rows.map((row) => ({ id: row.id, phoneE164: row.phone_e164, caller: row.caller })));
  }
  return inserted;
}

/**
 * Removes the leads of an import that nobody has worked on: still pending, never changed by staff, no history.
 * Runs under the import's row lock; a status change committed meanwhile sets `worked_at`, which is re-checked.
 */
export async function removeUnworkedLeads(tx: EntityManager, importId: number): Promise<number> {
  const rows = await tx.execute<Array<{ id: number }>>(
    `delete from "leads"."meta_lead" m
      where m."import_id" = ? and m."worked_at" is null and m."current_status" = 'pending'
        and not exists (select 1 from "leads"."lead_status_history" h where h."lead_id" = m."id")
      returning m."id"`,
    [importId],
  );
  return rows.length;
}

export async function countLeadsOfImport(tx: EntityManager, importId: number): Promise<number> {
  const rows = await tx.execute<Array<{ count: string }>>(
    `select count(*) as "count" from "leads"."meta_lead" where "import_id" = ?`,
    [importId],
  );
  return Number(rows[0]?.count ?? 0);
}
