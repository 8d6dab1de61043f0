import { config } from 'zod';

// The gateway's CSP forbids eval. Zod probes `new Function` when its first object schema parses, to pick its JIT
// parser, and Chrome reports that (caught) probe as a CSP violation on every page that uses a contract schema.
// Imported first in main.tsx, so it runs before any schema module; jitless parsing is what runs under the CSP anyway.
config({ jitless: true });
