/**
 * The @blueprintjs/core names the page's first paint uses: the shell's entry chunk, the SDK and the root config.
 * Only these (and what they need inside Blueprint) are in the vendor bundle's entry; the rest of the library comes
 * from a lazy chunk of the same bundle (blueprintLoadAll.js). The consumer build fails when one of those bundles'
 * entry chunks uses a name missing here (checkBlueprintEager in blueprintNames.mjs): add it here, or move the
 * code that uses it into a lazy chunk.
 */
export const blueprintEagerNames = [
  'Button',
  'Callout',
  'Card',
  'Classes',
  'FormGroup',
  'H1',
  'H2',
  'H4',
  'HTMLSelect',
  'HotkeysProvider',
  'Icon',
  'InputGroup',
  'Navbar',
  'NavbarDivider',
  'NavbarGroup',
  'NavbarHeading',
  'NonIdealState',
  'OverlayToaster',
  'Spinner',
  'Tag',
  'Toast',
  'useHotkeys',
  // blueprintIconComponents.js, which consumer bundles use in place of @blueprintjs/icons.
  'IconSize',
];
