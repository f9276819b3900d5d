/**
 * The stand-in for Blueprint's iconNames.js (blueprintIconNames.js) against the original: the same name set for
 * the icon loader and, once read, the same map — keys, values and order.
 */
import path from 'node:path';
import { readBlueprintIconNames } from '../blueprintIcons.mjs';

// The build defines the names for the vendor bundle (scripts/build.mjs); here they are read the same way.
(globalThis as { __BLUEPRINT_ICON_NAMES__?: string }).__BLUEPRINT_ICON_NAMES__ = readBlueprintIconNames(
  path.resolve(__dirname, '../../..'),
).join(' ');

type Names = { IconNames: Record<string, string>; IconNamesSet: Set<string> };
const original = jest.requireActual('@blueprintjs/icons/lib/cjs/iconNames') as Names;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack stand-in in plain JavaScript, with no types to import.
const standIn = require('./blueprintIconNames') as Names;

describe("Blueprint's icon names, made when first read", () => {
  it('checks icons against the same name set', () => {
    expect([...standIn.IconNamesSet].sort()).toEqual([...original.IconNamesSet].sort());
    expect(standIn.IconNamesSet.has('caret-down')).toBe(true);
    expect(standIn.IconNamesSet.has('no-such-icon')).toBe(false);
  });

  it('reads as the same map, for the loading entity title and Icons.loadAll', () => {
    expect(standIn.IconNames.SQUARE).toBe('square');
    expect(standIn.IconNames.CaretDown).toBe('caret-down');
    expect(Object.keys(standIn.IconNames)).toEqual(Object.keys(original.IconNames));
    expect(Object.values(standIn.IconNames)).toEqual(Object.values(original.IconNames));
    expect({ ...standIn.IconNames }).toEqual(original.IconNames);
    expect('ADD' in standIn.IconNames).toBe(true);
  });
});
