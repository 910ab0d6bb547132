import { describe, expect, it } from 'vitest';
import { createRng, hashString } from './prng.ts';

describe('createRng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = createRng('x');
    const b = createRng('x');
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(createRng('y').next()).not.toBe(seqA[0]);
    expect(seqA.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('keeps integers in range and forks independently of later use', () => {
    const r = createRng(1);
    for (let i = 0; i < 1000; i++) {
      const v = r.int(3, 7);
      expect(v >= 3 && v <= 7 && Number.isInteger(v)).toBe(true);
    }
    const f1 = createRng('p').fork('child').next();
    const parent = createRng('p');
    parent.next();
    expect(parent.fork('child').next()).toBe(f1);
    expect(hashString('abc')).toBe(hashString('abc'));
  });
});
