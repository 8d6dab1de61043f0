import { readCookie } from './read-cookie';

describe('readCookie', () => {
  it('reads one cookie out of a Cookie header', () => {
    expect(readCookie('a=1; queue_board_session=x.y.z; b=2', 'queue_board_session')).toBe('x.y.z');
    expect(readCookie('queue_board_sessionx=1', 'queue_board_session')).toBeUndefined();
    expect(readCookie(undefined, 'queue_board_session')).toBeUndefined();
    expect(readCookie('lang=ta', 'lang')).toBe('ta');
  });
});
