import {
  applyConfigChange,
  carryOverConfig,
  completeConfig,
  configOptionErrors,
  type ConfigOption,
} from '../src/marketplace/configOptions';
import { findDependencyCycle, missingDependencies } from '../src/marketplace/dependencies';
import { compareVersions, isNewerVersion } from '../src/marketplace/semver';

describe('semantic version precedence', () => {
  it.each([
    ['1.0.0', '1.0.1', -1],
    ['1.10.0', '1.9.0', 1],
    ['2.0.0', '10.0.0', -1],
    ['1.0.0-alpha', '1.0.0', -1],
    ['1.0.0-alpha', '1.0.0-alpha.1', -1],
    ['1.0.0-alpha.beta', '1.0.0-beta', -1],
    ['1.0.0-beta.2', '1.0.0-beta.11', -1],
    ['1.0.0-rc.1', '1.0.0-beta.11', 1],
    ['1.0.0+build.5', '1.0.0', 0],
  ])('%s vs %s -> %d', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });

  it('never counts a version that is not semantic as newer', () => {
    expect(isNewerVersion('2.0', '1.0.0')).toBe(false);
    expect(isNewerVersion('1.0.1', '1.0.0')).toBe(true);
  });
});

const options: ConfigOption[] = [
  { key: 'limit', type: 'number', default: 10, min: 1, max: 20 },
  { key: 'mode', type: 'enum', default: 'a', values: ['a', 'b'] },
  { key: 'on', type: 'boolean', default: true },
];

describe('module config', () => {
  it('completes a stored config: valid values stay, invalid and missing ones take the default, unknown keys go', () => {
    expect(completeConfig(options, { limit: 99, mode: 'b', stray: 1 })).toEqual({ limit: 10, mode: 'b', on: true });
  });

  it('accepts the range bounds themselves and refuses just outside them', () => {
    expect(applyConfigChange(options, {}, { limit: 1 }).issues).toEqual([]);
    expect(applyConfigChange(options, {}, { limit: 20 }).issues).toEqual([]);
    expect(applyConfigChange(options, {}, { limit: 20.5 }).issues.map((issue) => issue.rule)).toEqual(['max']);
    expect(applyConfigChange(options, {}, { limit: Number.NaN }).issues.map((issue) => issue.rule)).toEqual(['type']);
  });

  it('carries a config over to new options, saying what was added, reset and removed', () => {
    const next: ConfigOption[] = [
      { key: 'limit', type: 'number', default: 5, max: 8 },
      { key: 'extra', type: 'string', default: '' },
    ];
    expect(carryOverConfig({ limit: 7, mode: 'b' }, next)).toEqual({
      config: { limit: 7, extra: '' },
      changes: [
        { key: 'extra', change: 'added', value: '' },
        { key: 'mode', change: 'removed', previous: 'b' },
      ],
    });
  });

  it('checks the options a developer declares', () => {
    expect(configOptionErrors(undefined)).toEqual([]);
    expect(configOptionErrors('x')).toEqual(['Field config must be a list of options']);
    expect(
      configOptionErrors([
        { key: 'a', type: 'colour', default: 1 },
        { key: 'a', type: 'number', default: 1, min: 2, max: 1 },
      ]),
    ).toEqual([
      'config[0]: type must be one of string, number, boolean, enum',
      'config[1]: duplicate key "a"',
      'config[1]: min is greater than max',
      'config[1]: the default does not satisfy the option',
    ]);
  });
});

describe('module dependencies', () => {
  const graph: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'], d: ['workspace', 'e'], e: [] };
  const dependenciesFor = (id: string) => graph[id];

  it('finds a cycle reachable from a module, and none where there is none', () => {
    expect(findDependencyCycle('a', dependenciesFor)).toEqual(['a', 'b', 'c', 'a']);
    expect(findDependencyCycle('d', dependenciesFor)).toBeUndefined();
  });

  it('treats the core modules auth and workspace as always present', () => {
    expect(missingDependencies(['auth', 'workspace', 'kanban', 'wiki'], new Set(['wiki']))).toEqual(['kanban']);
  });
});
