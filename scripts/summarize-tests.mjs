// Adds up the JSON reports of every test run into one closing line: "Tests: N passed, M failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let missing = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`no report: ${file}`);
    missing += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
}
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing > 0 || passed === 0 ? 1 : 0);
