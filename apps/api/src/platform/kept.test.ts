import { describe, expect, it } from 'vitest';
import { Kept } from './kept.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 9, 0, seconds));

describe('Kept', () => {
  it('reads once within its time, again after it, and at once after forget', async () => {
    let reads = 0;
    const kept = new Kept(() => Promise.resolve(++reads), 5_000);
    expect(await kept.get(at(0))).toBe(1);
    expect(await kept.get(at(4))).toBe(1);
    expect(await kept.get(at(5))).toBe(2);
    kept.forget();
    expect(await kept.get(at(5))).toBe(3);
  });

  it('reads again when the clock went back', async () => {
    let reads = 0;
    const kept = new Kept(() => Promise.resolve(++reads), 5_000);
    await kept.get(at(10));
    expect(await kept.get(at(9))).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let reads = 0;
    const kept = new Kept(
      (now: Date) =>
        ++reads === 1
          ? Promise.reject(new Error(`no database at ${now.toISOString()}`))
          : Promise.resolve(reads),
      5_000,
    );
    await expect(kept.get(at(0))).rejects.toThrow('no database');
    expect(await kept.get(at(1))).toBe(2);
  });
});
