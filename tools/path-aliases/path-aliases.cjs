// @ts-check
// The workspace's import aliases are written in tsconfig `paths`: tsconfig.base.json for the back end, and
// apps/web/tsconfig.json for the web app (its own `@/`, plus the base's `@eventdesk/contracts` entries, since
// TypeScript replaces `paths` rather than merging them; path-aliases.spec.ts keeps that copy equal). Jest, the SWC
// build and Vite read them from there through this module, so a new alias is written once.
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');

const workspaceRoot = resolve(__dirname, '../..');
const BASE_TSCONFIG = 'tsconfig.base.json';

/**
 * The `paths` of a tsconfig (workspace-relative; both tsconfigs resolve them from the workspace root, the base's
 * baseUrl) that lead to source files. An entry that points at a declaration file (.d.ts) only gives TypeScript the
 * types of a package; at run time the package itself is loaded.
 * @param {string} [tsconfig] workspace-relative path of the tsconfig
 * @returns {Record<string, string[]>}
 */
function sourcePaths(tsconfig = BASE_TSCONFIG) {
  const config = JSON.parse(readFileSync(resolve(workspaceRoot, tsconfig), 'utf8'));
  /** @type {Record<string, string[]>} */
  const paths = config.compilerOptions.paths;
  return Object.fromEntries(Object.entries(paths).filter(([, targets]) => !targets[0]?.endsWith('.d.ts')));
}

/**
 * The same aliases as a pattern over the import path and an absolute replacement (`$1` stands for the `*`), in
 * tsconfig's order: the shape of Vite's `resolve.alias` and, keyed by pattern, Jest's `moduleNameMapper`.
 * @param {string} [tsconfig] workspace-relative path of the tsconfig
 * @returns {Array<{ find: RegExp; replacement: string }>}
 */
function aliasPatterns(tsconfig = BASE_TSCONFIG) {
  return Object.entries(sourcePaths(tsconfig)).map(([alias, [target = '']]) => ({
    find: new RegExp(`^${alias.replace(/[.+?^${}()|[\]\\/]/g, '\\$&').replace('*', '(.*)')}$`),
    replacement: resolve(workspaceRoot, target).replace('*', '$1'),
  }));
}

module.exports = { workspaceRoot, sourcePaths, aliasPatterns };
