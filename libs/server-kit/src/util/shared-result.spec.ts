import { sharedResult } from './shared-result';

describe('sharedResult', () => {
  it('shares one computation between callers within the window and computes again after it', async () => {
    let clock = 1000;
    let runs = 0;
    const get = sharedResult(
      2000,
      () => Promise.resolve(++runs),
      () => clock,
    );
    await expect(Promise.all([get(), get(), get()])).resolves.toEqual([1, 1, 1]);
    clock += 1999;
    await expect(get()).resolves.toBe(1);
    clock += 1;
    await expect(get()).resolves.toBe(2);
    expect(runs).toBe(2);
  });

  it('does not keep a failure', async () => {
    let runs = 0;
    const get = sharedResult(60_000, () => {
      runs += 1;
      return runs === 1 ? Promise.reject(new Error('database down')) : Promise.resolve('figures');
    });
    await expect(get()).rejects.toThrow('database down');
    await expect(get()).resolves.toBe('figures');
  });
});
