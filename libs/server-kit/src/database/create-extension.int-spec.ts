import { Client } from 'pg';
import { TEST_DB_PREFIX, TEST_PG_URL } from '@eventdesk/testing';
import { createExtensionSql } from './create-extension.sql';

/** Two services migrating a fresh database at the same moment, interleaved the way the CI run met it. */
describe('createExtensionSql on a fresh database (real PostgreSQL)', () => {
  const database = `${TEST_DB_PREFIX}_${Math.floor(Date.now() / 1000)}_ext_${process.pid}`;
  const admin = new Client({ connectionString: `${TEST_PG_URL}/postgres` });
  const first = new Client({ connectionString: `${TEST_PG_URL}/${database}` });
  const second = new Client({ connectionString: `${TEST_PG_URL}/${database}` });

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database "${database}"`);
    await first.connect();
    await second.connect();
  });
  afterAll(async () => {
    await first.end();
    await second.end();
    await admin.query(`drop database if exists "${database}" with (force)`);
    await admin.end();
  });

  /** Both migrations run in a transaction; the second blocks on the catalog's unique index until the first commits. */
  const race = async (sql: string) => {
    await first.query('begin');
    await second.query('begin');
    await first.query(sql);
    const secondStatement = second.query(sql).then(
      () => 'ok',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await first.query('commit');
    const outcome = await secondStatement;
    await second.query(outcome === 'ok' ? 'commit' : 'rollback');
    return outcome;
  };
  const dropExtension = () => first.query('drop extension if exists pg_trgm');

  it('the plain statement fails for the second service (the race is real)', async () => {
    await dropExtension();
    expect(await race('create extension if not exists pg_trgm schema public')).toMatch(/duplicate key/);
  });

  it('the helper lets both services go on, and the extension works for the second', async () => {
    await dropExtension();
    expect(await race(createExtensionSql('pg_trgm'))).toBe('ok');
    const { rows } = await second.query<{ similarity: number }>(
      `select similarity('chennai', 'chenai') as similarity`,
    );
    expect(rows[0]?.similarity).toBeGreaterThan(0.3);
  });
});
