// Creates the database named in DATABASE_URL if it does not exist yet (connecting to the "postgres" database).
import pg from 'pg';

const url = new URL(process.env.DATABASE_URL);
const name = decodeURIComponent(url.pathname.slice(1));
url.pathname = '/postgres';
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
if (!rowCount) {
  await client.query(`create database "${name.replace(/"/g, '""')}"`);
  console.log(`created database ${name}`);
}
await client.end();
