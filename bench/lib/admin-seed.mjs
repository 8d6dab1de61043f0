// @ts-check
// 100,000 registrations for the staff benches, written straight into PostgreSQL with generate_series (seconds,
// not the hours the public API would take): a realistic mix of statuses, packages, reference sources, Tamil
// names (~20 %), phone formats, follow-ups (~30 %, with history rows), real paid amounts and 90 days of dates.
// The registration service must have migrated the database first (it does on start).
import pg from 'pg';

export const LATIN_FIRST = [
  'Murugan',
  'Priya',
  'Arun',
  'Lakshmi',
  'Karthik',
  'Meena',
  'Senthil',
  'Divya',
  'Ravi',
  'Anitha',
];
export const LATIN_LAST = [
  'Raj',
  'Kumar',
  'Sundaram',
  'Krishnan',
  'Natarajan',
  'Subramanian',
  'Pandian',
  'Velu',
];
export const TAMIL_NAMES = ['முருகன்', 'செல்வி', 'கார்த்திக்', 'மீனாட்சி', 'அன்பு', 'தமிழ்செல்வன்', 'வள்ளி'];
export const BUSINESSES = [
  'Kovai Textiles',
  'Agro Labs',
  'Sri Murugan Traders',
  'முருகன் தொழில்கள்',
  'Annapoorna Foods',
];

/**
 * A PostgreSQL array literal of quoted strings.
 * @param {string[]} values
 */
export const sqlArray = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

/**
 * What the admin seed reports: counts of the rows it wrote.
 * @typedef {{ registrations: number, deleted: number, followed_up: number, tamil: number, history: number }} AdminSeedCounts
 */

/**
 * Seeds `count` registrations (ids in registration order) and their follow-up history; returns the counts.
 * @param {string} databaseUrl
 * @returns {Promise<AdminSeedCounts>}
 */
export async function seedAdminRegistrations(databaseUrl, count = 100_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('truncate registration.registration restart identity cascade');
    await client.query(
      `insert into registration.registration
         (ref, full_name, email, phone, type, business_name, package, amount, reference_type, referred_by,
          payment_status, registered_at, language, followup_status, followup_notes, last_followup_at,
          last_followup_by, paid_amount, payment_method, paid_at, updated_at, deleted, deleted_at, deleted_by)
       select 'bench-' || s.g, s.full_name, 'visitor' || s.g || '@example.com', s.phone,
              case when s.business is null then 'individual' else 'business' end, s.business,
              s.package, s.amount, s.reference_type, case when s.reference_type = 'friend' then 'Anbu' end,
              s.status, s.registered_at, case when s.tamil then 'ta' else 'en' end,
              s.followup, case when s.followup is not null then 'Called about the ' || s.package || ' pass' end,
              case when s.followup is not null then s.registered_at + interval '1 day' end,
              case when s.followup is not null then 'caller' || (s.g % 8) end,
              case when s.status = 'completed' then s.amount - case when s.g % 7 = 0 then 500 else 0 end end,
              case when s.status = 'completed' then (array['card','upi','bank_transfer','cash'])[1 + s.g % 4] end,
              case when s.status = 'completed' then s.registered_at + interval '2 hours' end,
              s.registered_at, s.g % 200 = 0, case when s.g % 200 = 0 then s.registered_at end,
              case when s.g % 200 = 0 then 'bench' end
       from (
         select g, tamil, package, status, registered_at, reference_type,
                case package when 'gold' then 3600 when 'diamond' then 5100 else 7200 end as amount,
                case when tamil then (${sqlArray(TAMIL_NAMES)})[1 + (g / 5) % ${TAMIL_NAMES.length}] || ' ' || g
                     else (${sqlArray(LATIN_FIRST)})[1 + g % ${LATIN_FIRST.length}] || ' ' ||
                          (${sqlArray(LATIN_LAST)})[1 + (g / 10) % ${LATIN_LAST.length}] end as full_name,
                case when g % 5 < 2 then (${sqlArray(BUSINESSES)})[1 + (g / 5) % ${BUSINESSES.length}] end as business,
                case g % 3
                  when 0 then '+91 9' || substr(digits, 1, 4) || '-' || substr(digits, 5, 5)
                  when 1 then '9' || digits
                  else '+919' || digits end as phone,
                case when (g * 13) % 100 < 30 then
                  case when status = 'completed' then 'completed'
                       else (array['pending','not_interested','will_do_later','need_to_follow_up','wrong_number'])[1 + g % 5] end
                end as followup
         from (
           select g, g % 5 = 0 as tamil, lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0') as digits,
                  case when g % 10 < 5 then 'gold' when g % 10 < 8 then 'diamond' else 'vip' end as package,
                  case when (g * 37) % 100 < 35 then 'completed' when (g * 37) % 100 < 75 then 'pending'
                       when (g * 37) % 100 < 90 then 'prospect' else 'void' end as status,
                  now() - (($1::int - g) * interval '77 seconds') as registered_at,
                  (array['facebook','instagram','friend','newspaper','roadshow',null])[1 + g % 6] as reference_type
           from generate_series(1, $1::int) g
         ) base
       ) s
       order by s.g`,
      [count],
    );
    // One to three history entries per follow-up, the last one matching the current status.
    await client.query(
      `insert into registration.followup_entry (registration_id, status, notes, updated_by, updated_at)
       select r.id, case when n = 1 + r.id % 3 then r.followup_status else 'need_to_follow_up' end,
              'Call ' || n, r.last_followup_by, r.registered_at + n * interval '6 hours'
       from registration.registration r cross join generate_series(1, 3) n
       where r.followup_status is not null and n <= 1 + r.id % 3`,
    );
    // Fresh statistics and a visibility map, as autovacuum would leave them, so counts run index-only.
    await client.query('vacuum analyze registration.registration');
    await client.query('vacuum analyze registration.followup_entry');
    const { rows } = await client.query(
      `select count(*)::int as registrations, count(*) filter (where deleted)::int as deleted,
              count(*) filter (where followup_status is not null)::int as followed_up,
              count(*) filter (where language = 'ta')::int as tamil,
              (select count(*)::int from registration.followup_entry) as history
       from registration.registration`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
