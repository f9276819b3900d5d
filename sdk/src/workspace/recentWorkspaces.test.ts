import { chooseInitialWorkspace } from './chooseInitialWorkspace';
import { rememberRecent, shownRecent } from './recentWorkspaces';
import { makeWorkspace } from './testing/workspaceFixtures';

const a = makeWorkspace('a');
const b = makeWorkspace('b');
const c = makeWorkspace('c');
const d = makeWorkspace('d');

describe('rememberRecent', () => {
  it('puts the visited workspace first, once, and keeps 5', () => {
    expect(rememberRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(rememberRecent(['1', '2', '3', '4', '5'], '6')).toEqual(['6', '1', '2', '3', '4']);
  });
});

describe('shownRecent', () => {
  it('offers 3 besides the current one, skipping workspaces the user no longer has', () => {
    expect(shownRecent(['a', 'gone', 'b', 'c', 'd'], [a, b, c, d], 'a').map((w) => w.id)).toEqual(['b', 'c', 'd']);
    expect(shownRecent([], [a], 'a')).toEqual([]);
  });
});

describe('chooseInitialWorkspace', () => {
  it('prefers the remembered one, then the preferred one, then the first', () => {
    expect(chooseInitialWorkspace([a, b, c], 'c', 'b')).toBe(c);
    expect(chooseInitialWorkspace([a, b, c], 'gone', 'b')).toBe(b);
    expect(chooseInitialWorkspace([a, b, c], null, 'gone')).toBe(a);
    expect(chooseInitialWorkspace([], 'a', 'b')).toBeNull();
  });
});
