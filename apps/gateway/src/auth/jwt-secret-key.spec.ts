import { sign, verify } from 'jsonwebtoken';
import { jwtSecretKey } from './jwt-secret-key';

describe('jwtSecretKey', () => {
  const secret = 'a-staff-jwt-secret-of-enough-length-0123456789';

  it('verifies tokens signed with the secret as a string (sessions issued before the key object) and signs alike', () => {
    const key = jwtSecretKey(secret);
    const signedWithString = sign({ sub: '1' }, secret, { algorithm: 'HS256' });
    expect(verify(signedWithString, key, { algorithms: ['HS256'] })).toMatchObject({ sub: '1' });
    const signedWithKey = sign({ sub: '2' }, key, { algorithm: 'HS256' });
    expect(verify(signedWithKey, secret, { algorithms: ['HS256'] })).toMatchObject({ sub: '2' });
  });

  it('refuses a token signed with another secret', () => {
    const forged = sign({ sub: '1' }, `${secret}-not`, { algorithm: 'HS256' });
    expect(() => verify(forged, jwtSecretKey(secret), { algorithms: ['HS256'] })).toThrow(
      'invalid signature',
    );
  });
});
