/**
 * Stands in for @blueprintjs/icons/lib/esm/iconNames.js in the @blueprintjs/core vendor bundle (see
 * sharedLibraries.mjs). The original converts all ~700 icon names with change-case as the bundle is evaluated,
 * 15–25 ms before anything is on screen, for a map only `Icons.loadAll` and EntityTitle's loading state read.
 * Here the name set the icon loader checks every icon against is made at once, without change-case, and the
 * map is made the first time it is read: the same object with the same keys and values, later. The names come
 * as one string defined at build time (readBlueprintIconNames in ../blueprintIcons.mjs) instead of the 16px enum.
 */
import { pascalCase, snakeCase } from 'change-case';

const iconNames = __BLUEPRINT_ICON_NAMES__.split(' ');

const names = {};
let filled = false;

function fill() {
  if (filled) return names;
  filled = true;
  const legacy = {};
  for (const name of iconNames) {
    names[pascalCase(name)] = name;
    legacy[snakeCase(name).toUpperCase()] = name;
  }
  return Object.assign(names, legacy);
}

export const IconNames = new Proxy(names, {
  get: (target, key, receiver) => Reflect.get(fill(), key, receiver),
  has: (target, key) => Reflect.has(fill(), key),
  ownKeys: () => Reflect.ownKeys(fill()),
  getOwnPropertyDescriptor: (target, key) => Reflect.getOwnPropertyDescriptor(fill(), key),
});

export const IconNamesSet = new Set(iconNames);
