import type { ModuleConfigOption } from '@artel/sdk/host';
import { configFromDraft, draftFromConfig, serverConfigProblems, validateConfigDraft } from './configForm';

const options: ModuleConfigOption[] = [
  { key: 'title', type: 'string', default: 'Notes' },
  { key: 'limit', type: 'number', default: 10, min: 1, max: 50 },
  { key: 'archive', type: 'boolean', default: true },
  { key: 'mode', type: 'enum', default: 'fast', values: ['fast', 'safe'] },
];

describe('module settings form', () => {
  it('starts from the saved config, with defaults for what is not saved', () => {
    expect(draftFromConfig(options, { limit: 25, archive: false })).toEqual({
      title: 'Notes',
      limit: '25',
      archive: false,
      mode: 'fast',
    });
  });

  it('turns the draft into typed values to send', () => {
    expect(configFromDraft(options, { title: 'Мои', limit: ' 7 ', archive: true, mode: 'safe' })).toEqual({
      title: 'Мои',
      limit: 7,
      archive: true,
      mode: 'safe',
    });
  });

  it.each([
    ['', { rule: 'number' }],
    ['abc', { rule: 'number' }],
    ['0', { rule: 'min', min: 1 }],
    ['51', { rule: 'max', max: 50 }],
  ])('refuses %j for a number from 1 to 50', (limit, error) => {
    expect(validateConfigDraft(options, { title: '', limit, archive: false, mode: 'fast' })).toEqual({ limit: error });
  });

  it('accepts the bounds themselves, and refuses a value outside an enum', () => {
    expect(validateConfigDraft(options, { title: '', limit: '50', archive: false, mode: 'fast' })).toEqual({});
    expect(validateConfigDraft(options, { title: '', limit: '1', archive: false, mode: 'slow' })).toEqual({
      mode: { rule: 'enum' },
    });
  });

  it("reads the server's per-option problems", () => {
    expect(
      serverConfigProblems([
        { key: 'limit', rule: 'max', message: 'Параметр «limit» должен быть от 1 до 50' },
        { key: 'limit', rule: 'type', message: 'second' },
      ]),
    ).toEqual({ limit: 'Параметр «limit» должен быть от 1 до 50' });
    expect(serverConfigProblems({ missing: [] })).toEqual({});
  });
});
