// @ts-check
// Leads for the leads bench beyond what its uploads imported, written straight into PostgreSQL with generate_series
// (seconds, not the minutes of uploads): one import batch holding them, a realistic mix of statuses (60 % pending,
// 15 % follow-ups dated from ten days ago to twenty days ahead, interested, not interested, wrong numbers, a few
// paid), callers spread over the bench's callers with one in ten unassigned, Tamil names (~20 %), cities,
// businesses, phones written several ways (unique in E.164), form answers for some, and status history for every
// lead someone worked. leads-service must have migrated the database first (it does on start).
import pg from 'pg';
import { BUSINESSES, LATIN_FIRST, LATIN_LAST, sqlArray, TAMIL_NAMES } from './admin-seed.mjs';
import { BUSINESS_STATUSES, LEAD_CITIES, SOURCES } from './lead-files.mjs';

/**
 * The counts the leads bench reports after seeding (of every lead, imported ones too, except `seeded`).
 * @typedef {object} LeadsSeedCounts
 * @property {number} leads
 * @property {number} seeded
 * @property {number} pending
 * @property {number} followup
 * @property {number} payment_done
 * @property {number} unassigned
 * @property {number} tamil
 * @property {number} history
 */

/**
 * Adds `count` leads (newest last) and their history; returns the counts the bench reports.
 * @param {string} databaseUrl
 * @param {{ count: number, callers: string[] }} options
 * @returns {Promise<LeadsSeedCounts>}
 */
export async function seedLeads(databaseUrl, { count, callers }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const {
      rows: [batch],
    } = await client.query(
      `insert into leads.import_batch (source, file_name, file_kind, uploaded_by, success_count)
       values ('file', 'bench-seed.xlsx', 'xlsx', 'bench-seed', $1) returning id`,
      [count],
    );
    const { leadIdPrefix, phoneFirstDigit } = SOURCES.seed;
    await client.query(
      `insert into leads.meta_lead
         (meta_lead_id, source, import_id, created_time, ad_id, ad_name, campaign_name, form_id, form_name, platform,
          is_organic, current_business_status, full_name, phone_raw, phone_e164, email, city, business_name,
          form_answers, caller, assigned_at, current_status, followup_date, reference_id, notes, business_notes,
          worked_at, imported_at, updated_at, last_updated_by)
       select case when g % 10 < 7 then 'l:${leadIdPrefix}' || lpad(g::text, 14, '0') end, 'file', $2,
              created, 'ag:120211' || lpad((g % 40)::text, 9, '0'),
              (array['Summit 2025 - Reels','Business Growth Lead Ad','Coimbatore Expo Carousel'])[1 + g % 3],
              (array['Summit 2025 Leads','Tamil Nadu MSME Outreach'])[1 + g % 2],
              'f:9100' || lpad((g % 2)::text, 11, '0'),
              (array['Summit interest form','Business growth form (Tamil)'])[1 + g % 2],
              case when g % 3 = 0 then 'ig' else 'fb' end, g % 10 = 0,
              (${sqlArray(BUSINESS_STATUSES)})[1 + g % ${BUSINESS_STATUSES.length}],
              full_name,
              case g % 3 when 0 then '+91 ${phoneFirstDigit}' || substr(digits, 1, 4) || '-' || substr(digits, 5, 5)
                         when 1 then '${phoneFirstDigit}' || digits
                         else '+91${phoneFirstDigit}' || digits end,
              '+91${phoneFirstDigit}' || digits,
              case when g % 7 = 0 then null else 'lead.seed' || g || '@example.com' end,
              case when g % 17 = 0 then null else (${sqlArray(LEAD_CITIES)})[1 + (g / 3) % ${LEAD_CITIES.length}] end,
              case when g % 5 < 2 then (${sqlArray(BUSINESSES)})[1 + (g / 5) % ${BUSINESSES.length}] end,
              case when g % 4 = 0 then jsonb_build_array(jsonb_build_object(
                'question', 'How many people work with you?', 'answer', (1 + g % 25)::text)) else '[]'::jsonb end,
              caller, case when caller is not null then created + interval '5 minutes' end,
              status,
              case when status = 'followup' then (now() at time zone 'Asia/Kolkata')::date + ((g * 11) % 31 - 10) end,
              case when status = 'payment_done' then 'UPI' || lpad(g::text, 10, '0') end,
              case when status <> 'pending' then 'Called: ' || replace(status, '_', ' ') end,
              case when status in ('interested', 'payment_done') then 'Wants the gold pass' end,
              case when status <> 'pending' then created + interval '1 day' end,
              created + interval '5 minutes',
              case when status <> 'pending' then created + interval '1 day' else created + interval '5 minutes' end,
              case when status <> 'pending' then coalesce(caller, 'bench-admin') end
       from (
         select g, lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0') as digits,
                now() - (($1::int - g) * interval '60 seconds') as created,
                case when g % 5 = 0 then (${sqlArray(TAMIL_NAMES)})[1 + (g / 5) % ${TAMIL_NAMES.length}] || ' ' || g
                     else (${sqlArray(LATIN_FIRST)})[1 + (g + g / 10) % ${LATIN_FIRST.length}] || ' ' ||
                          (${sqlArray(LATIN_LAST)})[1 + (g / 10) % ${LATIN_LAST.length}] end as full_name,
                case when (g * 13) % 100 < 10 then null else ($3::text[])[1 + (g * 7) % cardinality($3::text[])] end
                  as caller,
                case when (g * 37) % 100 < 60 then 'pending' when (g * 37) % 100 < 75 then 'followup'
                     when (g * 37) % 100 < 85 then 'interested' when (g * 37) % 100 < 93 then 'not_interested'
                     when (g * 37) % 100 < 98 then 'wrong_number' else 'payment_done' end as status
         from generate_series(1, $1::int) g
       ) s
       order by g`,
      [count, batch.id, callers],
    );
    // One or two history rows per worked lead (pending → [followup →] current), the last one its current status.
    await client.query(
      `insert into leads.lead_status_history
         (lead_id, previous_status, status, followup_date, reference_id, notes, updated_by, updated_at)
       select l.id, case when n = 1 then 'pending' else 'followup' end,
              case when n = 1 + l.id % 2 then l.current_status else 'followup' end,
              case when n = 1 + l.id % 2 then l.followup_date else (l.created_time + interval '3 days')::date end,
              case when n = 1 + l.id % 2 then l.reference_id end,
              'Call ' || n, l.last_updated_by, l.created_time + n * interval '6 hours'
       from leads.meta_lead l cross join generate_series(1, 2) n
       where l.import_id = $1 and l.current_status <> 'pending' and n <= 1 + l.id % 2`,
      [batch.id],
    );
    await client.query('commit');
    // Fresh statistics and a visibility map, as autovacuum would leave them, so counts run index-only.
    await client.query('vacuum analyze leads.meta_lead');
    await client.query('vacuum analyze leads.lead_status_history');
    const { rows } = await client.query(
      `select count(*)::int as leads, count(*) filter (where import_id = $1)::int as seeded,
              count(*) filter (where current_status = 'pending')::int as pending,
              count(*) filter (where current_status = 'followup')::int as followup,
              count(*) filter (where current_status = 'payment_done')::int as payment_done,
              count(*) filter (where caller is null)::int as unassigned,
              count(*) filter (where full_name ~ '[\\u0B80-\\u0BFF]')::int as tamil,
              (select count(*)::int from leads.lead_status_history) as history
       from leads.meta_lead`,
      [batch.id],
    );
    return rows[0];
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
