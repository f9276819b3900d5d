import { isValidRank, rankBetween, ranksBetween } from './ranks';

describe('ranks in the fractional-indexing format', () => {
  it('makes the keys the package makes, so the client can compute between any two of them', () => {
    expect(rankBetween(null, null)).toBe('a0');
    expect(rankBetween('a0', null)).toBe('a1');
    expect(rankBetween(null, 'a0')).toBe('Zz');
    expect(rankBetween('a0', 'a1')).toBe('a0V');
    expect(rankBetween('az', null)).toBe('b00');
    expect(ranksBetween(null, null, 3)).toEqual(['a0', 'a1', 'a2']);
  });

  it('keeps a strict code-unit order through thousands of random insertions, with short keys', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const keys: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const at = Math.floor(random() * (keys.length + 1));
      keys.splice(at, 0, rankBetween(keys[at - 1] ?? null, keys[at] ?? null));
    }
    expect(keys.every(isValidRank)).toBe(true);
    expect(keys.every((key, index) => index === 0 || keys[index - 1]! < key)).toBe(true);
    expect(Math.max(...keys.map((key) => key.length))).toBeLessThan(20);
  });

  it('refuses neighbours out of order instead of making a key that breaks the order', () => {
    expect(() => rankBetween('a1', 'a0')).toThrow();
    expect(() => rankBetween('a1', 'a1')).toThrow();
  });
});
