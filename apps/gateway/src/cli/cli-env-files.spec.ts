import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findRepositoryRoot, loadCliEnvFiles } from './cli-env-files';

describe('the staff CLI finds its settings without the caller sourcing .env', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'eventdesk-cli-env-'));
    await writeFile(
      join(root, '.env.example'),
      '# defaults\nNODE_ENV=development\nDATABASE_URL=postgres://postgres@127.0.0.1:5432/eventdesk\nREDIS_URL=redis://127.0.0.1:6379\n',
    );
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('finds the repository root from the built CLI folder, however deep', async () => {
    const builtCli = join(root, 'dist/apps/gateway/src/cli');
    await mkdir(builtCli, { recursive: true });
    expect(findRepositoryRoot(builtCli)).toBe(root);
    // This checkout: the source folder of the CLI leads to the repository's own .env.example.
    expect(findRepositoryRoot(__dirname)).toBe(resolve(__dirname, '../../../..'));
  });

  it('reads .env of the repository; a variable already in the environment wins', async () => {
    await writeFile(
      join(root, '.env'),
      'DATABASE_URL=postgres://app@db/eventdesk\nREDIS_URL=redis://cache:6379\n',
    );
    const env: NodeJS.ProcessEnv = { REDIS_URL: 'redis://from-shell:6379' };
    expect(loadCliEnvFiles(env, root)).toBe(join(root, '.env'));
    expect(env.DATABASE_URL).toBe('postgres://app@db/eventdesk');
    expect(env.REDIS_URL).toBe('redis://from-shell:6379');
    // .env wins over the example entirely: nothing of the example is mixed in.
    expect(env.NODE_ENV).toBeUndefined();
  });

  it('without .env, outside production: the development defaults npm start would have copied', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadCliEnvFiles(env, root)).toBe(join(root, '.env.example'));
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/eventdesk',
    });
  });

  it('without .env in production: reads nothing, so a missing DATABASE_URL is still refused', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
    expect(loadCliEnvFiles(env, root)).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(loadCliEnvFiles({}, undefined)).toBeUndefined();
  });
});
