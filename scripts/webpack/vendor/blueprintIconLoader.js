/**
 * Part of the @blueprintjs/core vendor bundle: icon paths are fetched one icon at a time from the JSON files
 * scripts/webpack/blueprintIcons.mjs writes beside the bundle, so a page downloads only the icons it shows.
 * __BLUEPRINT_ICON_SET__ (the set's hash) is defined at build time.
 */
import { Icons } from '@blueprintjs/icons';

/**
 * One request per icon and size: Blueprint asks its loader again for an icon that is still on its way, and a
 * board's 250 columns all show the same few icons at once.
 */
const requested = new Map();

async function fetchPaths(name, size) {
  // The public path is the bundle's own directory (systemjs-webpack-interop sets it from the import map URL).
  const response = await fetch(`${__webpack_public_path__}blueprint-icons/${size}/${name}.${__BLUEPRINT_ICON_SET__}.json`);
  if (!response.ok) throw new Error(`Icon ${name} (${size}px): HTTP ${response.status}`);
  return response.json();
}

Icons.setLoaderOptions({
  loader: (name, size) => {
    const key = `${size}/${name}`;
    let paths = requested.get(key);
    if (!paths) {
      paths = fetchPaths(name, size);
      requested.set(key, paths);
      // A failed request is tried again by the next icon that asks.
      paths.catch(() => requested.delete(key));
    }
    return paths;
  },
});
