import { createModuleCache, MODULE_CACHE_MAX_ENTRIES, MODULE_CACHE_TTL_MS } from './moduleCache';

describe('module cache', () => {
  it('keeps SPEC §9 numbers: 50 entries, 30 minutes', () => {
    expect(MODULE_CACHE_MAX_ENTRIES).toBe(50);
    expect(MODULE_CACHE_TTL_MS).toBe(30 * 60 * 1000);
  });

  it('forgets an entry once its 30 minutes are over', () => {
    let now = 0;
    const cache = createModuleCache<string>({ now: () => now });
    cache.set('/a.js', 'a');
    now = MODULE_CACHE_TTL_MS - 1;
    expect(cache.get('/a.js')).toBe('a');
    now = MODULE_CACHE_TTL_MS;
    expect(cache.get('/a.js')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry past 50', () => {
    const cache = createModuleCache<number>();
    for (let i = 0; i < 50; i += 1) cache.set(`/m${i}.js`, i);
    expect(cache.get('/m0.js')).toBe(0);
    cache.set('/m50.js', 50);
    expect(cache.size).toBe(50);
    expect(cache.get('/m1.js')).toBeUndefined();
    expect(cache.get('/m0.js')).toBe(0);
    expect(cache.get('/m50.js')).toBe(50);
  });
});
