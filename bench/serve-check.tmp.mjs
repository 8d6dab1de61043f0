import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { startWebStack } from './lib/web-stack.mjs';
const stack = await startWebStack({ database: 'eventdesk_hydration_check', queuePrefix: 'hydcheck', logDir: join(tmpdir(), 'hydcheck-logs') });
try {
  for (const args of ['-H "Accept-Encoding: br" /weekly-events', '/weekly-events/?lang=ta', '-H "Accept-Encoding: gzip" /', '/admin/login', '-I /privacy_policy']) {
    const [flags, path] = args.includes(' /') ? [args.slice(0, args.lastIndexOf(' ')), args.slice(args.lastIndexOf(' ') + 1)] : ['', args];
    console.log('==', args);
    console.log(execSync(`curl -s -D - -o /tmp/body.bin ${flags} '${stack.baseUrl}${path}' | grep -i "content-\\|cache-control\\|vary\\|HTTP/"; wc -c < /tmp/body.bin; head -c 300 /tmp/body.bin | tr -d '\\0' | strings | head -3`, { encoding: 'utf8' }));
  }
} finally { await stack.stop(); }
