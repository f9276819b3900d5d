import { makeWorkspace } from '@artel/sdk/testing';
import { firstMatch, switcherKeyAction, switcherSections } from './switcherSections';
import { workspacePathAfterSwitch } from './workspacePathAfterSwitch';

const mine = makeWorkspace('w1', { name: 'Моё', slug: 'moe', isPersonal: true });
const sales = makeWorkspace('w2', { name: 'Отдел продаж', slug: 'otdel-prodazh' });
const stock = makeWorkspace('w3', { name: 'Склад', slug: 'sklad' });
const key = (value: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: value,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('switcherSections', () => {
  it("splits into 'Personal' and 'Shared' and matches names and slugs in any letter case", () => {
    expect(switcherSections([mine, sales, stock], '')).toEqual({ personal: [mine], shared: [sales, stock] });
    expect(switcherSections([mine, sales, stock], 'ПРОД')).toEqual({ personal: [], shared: [sales] });
    expect(switcherSections([mine, sales, stock], 'sklad').shared).toEqual([stock]);
  });

  it('picks personal before shared as the first match', () => {
    expect(firstMatch({ personal: [mine], shared: [sales] })).toBe(mine);
    expect(firstMatch({ personal: [], shared: [sales] })).toBe(sales);
    expect(firstMatch({ personal: [], shared: [] })).toBeNull();
  });
});

describe('switcherKeyAction', () => {
  it('maps Escape, Enter and 1-3 (only as many as there are recent ones)', () => {
    expect(switcherKeyAction(key('Escape'), 'x', 0)).toEqual({ kind: 'close' });
    expect(switcherKeyAction(key('Enter'), 'x', 0)).toEqual({ kind: 'pickFirst' });
    expect(switcherKeyAction(key('3'), '', 3)).toEqual({ kind: 'pickRecent', index: 2 });
    expect(switcherKeyAction(key('3'), '', 2)).toBeNull();
    expect(switcherKeyAction(key('4'), '', 5)).toBeNull();
  });

  it('leaves digits to the search once something is typed, and ignores modified keys', () => {
    expect(switcherKeyAction(key('1'), 'Склад', 3)).toBeNull();
    expect(switcherKeyAction(key('1', { ctrlKey: true }), '', 3)).toBeNull();
    expect(switcherKeyAction(key('Enter', { metaKey: true }), '', 3)).toBeNull();
  });
});

describe('workspacePathAfterSwitch', () => {
  it('keeps the sub-page of a workspace page and leaves other pages alone', () => {
    expect(workspacePathAfterSwitch('/workspaces/w1/dashboard', 'w2')).toBe('/workspaces/w2/dashboard');
    expect(workspacePathAfterSwitch('/workspaces/w1', 'w2')).toBe('/workspaces/w2');
    expect(workspacePathAfterSwitch('/workspace/moe', 'w2')).toBe('/workspaces/w2');
    expect(workspacePathAfterSwitch('/workspaces', 'w2')).toBeNull();
    expect(workspacePathAfterSwitch('/dashboard', 'w2')).toBeNull();
  });
});
