/**
 * The stand-in for Blueprint's iconNames.js (blueprintIconNames.js) against the original: the same name set for
 * the icon loader and, once read, the same map — keys, values and order.
 */
jest.mock('@blueprintjs/icons/lib/esm/generated/16px/blueprint-icons-16', () =>
  jest.requireActual('@blueprintjs/icons/lib/cjs/generated/16px/blueprint-icons-16'),
);

type Names = { IconNames: Record<string, string>; IconNamesSet: Set<string> };
const original = jest.requireActual('@blueprintjs/icons/lib/cjs/iconNames') as Names;
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
