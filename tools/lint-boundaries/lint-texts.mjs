// Lints in-memory files as if they were at the given paths and prints, per file, the messages of the probed
// rules (and any parse failure). Input on stdin: [{ "filePath": "apps/...", "code": "..." }].
// A separate process, so Nx reads the project graph of NX_WORKSPACE_DATA_DIRECTORY afresh. Nx prints its own
// warnings on stdout, so the answer is the last line, after RESULT_MARK.
import { resolve } from 'node:path';
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const RESULT_MARK = 'lint-texts: ';
// Nx's project boundaries, the web app's feature zones (no-restricted-imports), RPCs only through their
// contracts (no-restricted-syntax), import cycles, and the web app's hooks and accessibility rules, as
// eslint.config.mjs sets them.
const PROBED_RULES = new Set([
  '@nx/enforce-module-boundaries',
  'no-restricted-imports',
  'no-restricted-syntax',
  'import-x/no-cycle',
  'react-hooks/rules-of-hooks',
  'jsx-a11y/click-events-have-key-events',
  'jsx-a11y/no-static-element-interactions',
]);
const root = resolve(import.meta.dirname, '../..');
const files = JSON.parse(await text(process.stdin));
const eslint = new ESLint({ cwd: root });
const messages = [];
for (const { filePath, code } of files) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  messages.push(
    (result?.messages ?? []).filter((m) => PROBED_RULES.has(m.ruleId) || m.fatal).map((m) => m.message),
  );
}
process.stdout.write(`\n${RESULT_MARK}${JSON.stringify(messages)}\n`);
