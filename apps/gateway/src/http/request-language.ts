import type { Request } from 'express';
import type { Language } from '@eventdesk/contracts';

/** Public screens get errors in the visitor's language: the web client sends Accept-Language. */
export function requestLanguage(req: Pick<Request, 'headers'>): Language {
  const header = req.headers['accept-language'];
  return typeof header === 'string' && header.trim().toLowerCase().startsWith('ta') ? 'ta' : 'en';
}
