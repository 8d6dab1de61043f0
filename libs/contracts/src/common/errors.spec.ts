import { attendanceErrorCodes } from '../attendance/attendance-errors';
import { identityErrorCodes } from '../identity/identity-errors';
import { leadsErrorCodes } from '../leads/leads-errors';
import { paymentErrorCodes } from '../payment/payment-errors';
import { pitchErrorCodes } from '../pitch/pitch-errors';
import { registrationErrorCodes } from '../registration/registration-errors';
import { settingsErrorCodes } from '../settings/settings-errors';
import { errorCodes, httpErrorCodes, rpcError } from './errors';

const areas: Record<string, Record<string, number>> = {
  http: httpErrorCodes,
  attendance: attendanceErrorCodes,
  identity: identityErrorCodes,
  leads: leadsErrorCodes,
  payment: paymentErrorCodes,
  pitch: pitchErrorCodes,
  registration: registrationErrorCodes,
  settings: settingsErrorCodes,
};

describe('error codes', () => {
  it('each code has one home: no two areas define the same code (a spread would silently keep only the last)', () => {
    const homes = new Map<string, string[]>();
    for (const [area, codes] of Object.entries(areas)) {
      for (const code of Object.keys(codes)) {
        homes.set(code, [...(homes.get(code) ?? []), area]);
      }
    }
    const twice = [...homes].filter(([, owners]) => owners.length > 1);
    expect(twice).toEqual([]);
    expect(Object.keys(errorCodes)).toHaveLength(homes.size);
  });

  it('every code is SCREAMING_SNAKE and maps to an HTTP error status', () => {
    for (const [code, status] of Object.entries(errorCodes)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
      expect(status >= 400 && status < 600).toBe(true);
    }
  });

  it('an RPC error reply may carry any domain code, and no unknown one', () => {
    for (const code of Object.keys(errorCodes)) {
      expect(rpcError.safeParse({ code, message: 'x' }).success).toBe(true);
    }
    expect(rpcError.safeParse({ code: 'NOT_A_CODE', message: 'x' }).success).toBe(false);
  });
});
