/**
 * Part of the @blueprintjs/core vendor bundle: icon paths are fetched one icon at a time from the JSON files
 * scripts/webpack/blueprintIcons.mjs writes beside the bundle, so a page downloads only the icons it shows.
 * __BLUEPRINT_ICON_SET__ (the set's hash) is defined at build time.
 */
import { Icons } from '@blueprintjs/icons';

Icons.setLoaderOptions({
  loader: async (name, size) => {
    // The public path is the bundle's own directory (systemjs-webpack-interop sets it from the import map URL).
    const response = await fetch(`${__webpack_public_path__}blueprint-icons/${size}/${name}.${__BLUEPRINT_ICON_SET__}.json`);
    if (!response.ok) throw new Error(`Icon ${name} (${size}px): HTTP ${response.status}`);
    return response.json();
  },
});
