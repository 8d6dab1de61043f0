// @ts-check
// The floors the leads bench compares with, run in the bench process against the same PostgreSQL:
// - import: the same file read with the same reader settings (exceljs's streaming WorkbookReader for .xlsx, a
//   UTF-16LE decode and a split for the TSV), then its rows inserted with plain multi-row `pg` inserts, in one
//   transaction per file, into a scratch copy of leads.meta_lead (same columns, generated search text, checks and
//   indexes). No HTTP, no NATS, no staging of pieces, no phone normalisation, no dedupe, no assignment, no batch,
//   event or audit rows.
// - list: the page query and its count run directly with `pg`, one after the other, on one connection.
import ExcelJS from 'exceljs';
import { Readable } from 'node:stream';
import pg from 'pg';
import { percentile } from './latency.mjs';

const SCHEMA = 'bench_floor';
const INSERT_ROWS = 1000;
/** What the floor inserts of a lead file's row: the columns both files have, by header name. */
const COLUMNS = {
  meta_lead_id: 'id',
  created_time: 'created_time',
  ad_name: 'ad_name',
  campaign_name: 'campaign_name',
  form_name: 'form_name',
  platform: 'platform',
  is_organic: 'is_organic',
  current_business_status: 'what_is_your_current_business_status?',
  full_name: 'full_name',
  phone_raw: 'phone_number',
  email: 'email',
  city: 'city',
};

/** @param {number} since a performance.now() */
const seconds = (since) => Math.round((performance.now() - since) / 10) / 100;

/**
 * The .xlsx's rows as text arrays, read as leads-service reads them (apps/leads-service/src/lead-files/xlsx-rows.ts).
 * @param {Buffer} bytes
 * @returns {Promise<string[][]>}
 */
async function readXlsx(bytes) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  const rows = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      rows.push(
        /** @type {unknown[]} */ (row.values)
          .slice(1)
          .map((value) => (value === null || value === undefined ? '' : String(value))),
      );
    }
  }
  return rows;
}

/**
 * @param {Buffer} bytes
 * @returns {string[][]}
 */
function readTsv(bytes) {
  // TextDecoder drops the byte-order mark.
  const text = new TextDecoder('utf-16le').decode(bytes);
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split('\t'));
}

/**
 * Inserts the rows (header first) in multi-row statements inside one transaction.
 * @param {pg.Client} client
 * @param {string[][]} rows
 */
async function insertRows(client, rows) {
  const [header, ...body] = rows;
  const names = /** @type {(keyof typeof COLUMNS)[]} */ (Object.keys(COLUMNS));
  const index = names.map((name) => header.indexOf(COLUMNS[name]));
  /** @param {string[]} cells */
  const values = (cells) =>
    index.map((i, n) => {
      const cell = cells[i] ?? '';
      if (names[n] === 'phone_raw') return cell.replace(/^p:/, '');
      if (names[n] === 'meta_lead_id') return cell.replace(/^l:/, '');
      return cell === '' ? null : cell;
    });
  await client.query('begin');
  for (let start = 0; start < body.length; start += INSERT_ROWS) {
    const chunk = body.slice(start, start + INSERT_ROWS);
    /** @type {(string | null)[]} */
    const params = [];
    const tuples = chunk.map((cells) => {
      const row = values(cells);
      // phone_e164 is the raw phone again: both files already carry +91 and ten digits.
      const placeholders = [...row, row[names.indexOf('phone_raw')]].map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await client.query(
      `insert into ${SCHEMA}.meta_lead (${[...names, 'phone_e164'].join(', ')}) values ${tuples.join(', ')}`,
      params,
    );
  }
  await client.query('commit');
  return body.length;
}

/**
 * Parse and insert floors of each file ({ name, kind: 'xlsx' | 'tsv', bytes }) in order, into one scratch table
 * (as the real imports: the second file goes into a table that holds the first). Dropped afterwards.
 * @param {string} databaseUrl
 * @param {{ name: string, kind: 'xlsx' | 'tsv', bytes: Buffer }[]} files
 */
export async function importFloor(databaseUrl, files) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${SCHEMA} cascade`);
    await client.query(`create schema ${SCHEMA}`);
    await client.query(`create sequence ${SCHEMA}.meta_lead_id_seq`);
    await client.query(
      `create table ${SCHEMA}.meta_lead
         (like leads.meta_lead including defaults including generated including constraints including indexes)`,
    );
    await client.query(
      `alter table ${SCHEMA}.meta_lead alter column id set default nextval('${SCHEMA}.meta_lead_id_seq')`,
    );
    const results = [];
    for (const file of files) {
      let started = performance.now();
      const rows = file.kind === 'xlsx' ? await readXlsx(file.bytes) : readTsv(file.bytes);
      const parseSeconds = seconds(started);
      started = performance.now();
      const inserted = await insertRows(client, rows);
      const insertSeconds = seconds(started);
      results.push({
        name: file.name,
        rows: inserted,
        parseSeconds,
        insertSeconds,
        totalSeconds: Math.round((parseSeconds + insertSeconds) * 100) / 100,
      });
    }
    return results;
  } finally {
    await client.query(`drop schema if exists ${SCHEMA} cascade`).catch(() => undefined);
    await client.end();
  }
}

const ACTIVE_CALLER_JOIN = `left join leads.staff_member s
  on s.username = l.caller and s.role = 'user' and not s.disabled`;

/**
 * The list floors: a page of 20 (every column, the caller's state) and its count, plain SQL; a search counts up to
 * 1,001 matches, as leads-service does (LEAD_SEARCH_COUNT_CAP + 1).
 */
export const LIST_FLOOR_QUERIES = [
  { name: 'list, page 1', where: 'true', params: [], countLimit: null },
  { name: "search 'murugan'", where: 'l.search_text like $1', params: ['%murugan%'], countLimit: 1001 },
];

/**
 * Runs each query's page + count `iterations` times in a row (after a few unmeasured runs); p50/p95 in ms.
 * @param {string} databaseUrl
 * @param {{ iterations?: number, warmup?: number }} [options]
 */
export async function listFloor(databaseUrl, { iterations = 300, warmup = 20 } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const results = [];
    for (const query of LIST_FLOOR_QUERIES) {
      const page = `select l.*, (s.user_id is not null) as caller_active from leads.meta_lead l
                    ${ACTIVE_CALLER_JOIN} where ${query.where} order by l.id desc limit 20`;
      const matching = `select 1 from leads.meta_lead l where ${query.where}`;
      const count = `select count(*)::int as total from (${matching}${query.countLimit ? ` limit ${query.countLimit}` : ''}) m`;
      const times = [];
      for (let i = 0; i < warmup + iterations; i += 1) {
        const started = performance.now();
        await client.query(page, query.params);
        await client.query(count, query.params);
        if (i >= warmup) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      results.push({
        name: query.name,
        iterations,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
      });
    }
    return results;
  } finally {
    await client.end();
  }
}
