import type { InstalledModule, ModuleRecord, ModuleState } from '@artel/sdk/host';
import { moduleDisplayState } from './moduleDisplayState';

const entry = (enabled: boolean) => ({ moduleId: 'notes', enabled }) as InstalledModule;
const record = (state: ModuleState) => ({ state }) as ModuleRecord;
const catalog = { blocked: false, installed: true, enabled: true };

describe('module state shown in the marketplace', () => {
  it('says blocked above everything else', () => {
    expect(moduleDisplayState({ ...catalog, blocked: true }, entry(true), record('active'), true)).toBe('blocked');
  });

  it('follows the live workspace list once it is loaded, not the older catalog answer', () => {
    expect(moduleDisplayState(catalog, undefined, undefined, true)).toBe('notInstalled');
    expect(moduleDisplayState(catalog, entry(false), undefined, true)).toBe('disabled');
    expect(moduleDisplayState({ ...catalog, enabled: false }, entry(true), record('active'), true)).toBe('enabled');
  });

  it('uses the catalog answer until the list arrives', () => {
    expect(moduleDisplayState({ ...catalog, installed: false, enabled: false }, undefined, undefined, false)).toBe('notInstalled');
    expect(moduleDisplayState({ ...catalog, enabled: false }, undefined, undefined, false)).toBe('disabled');
    expect(moduleDisplayState({ ...catalog, installed: false, enabled: false }, entry(true), record('active'), false)).toBe('enabled');
  });

  it.each([
    ['loading', 'loading'],
    ['installed', 'loading'],
    ['error', 'failed'],
    ['registered', 'skipped'],
    ['active', 'enabled'],
  ] as const)('shows an enabled module whose loader state is %s as %s', (state, shown) => {
    expect(moduleDisplayState(catalog, entry(true), record(state), true)).toBe(shown);
  });
});
