// One proof-of-work solver (a Web Worker, so the page stays responsive): ALTCHA's counter search with the
// browser's own PBKDF2 (WebCrypto), nothing fetched from anywhere.
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
