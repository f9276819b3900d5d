import { BUNDLE_MAX_BYTES, preparePublication, serverManifestProblems } from './publication';

const manifest = { id: 'my-notes', name: 'My notes', version: '1.0.0', path: '/modules/my-notes' };
const bundleText = 'System.register([], function () { return { execute: function () {} }; });';

const jsonFile = (value: unknown, name = 'manifest.json') => new File([JSON.stringify(value)], name, { type: 'application/json' });
const bundleFile = (text = bundleText) => new File([text], 'my-notes.0123.js', { type: 'text/javascript' });

describe('publication checks', () => {
  it('builds the body: the manifest, the bundle in base64 and the changelog lines', async () => {
    const publication = await preparePublication({
      manifest: jsonFile(manifest),
      bundle: bundleFile(),
      changelog: 'First version\n\n  Notes list  \n',
    });
    expect(publication.problems).toEqual([]);
    expect(publication.input).toEqual({
      manifest,
      bundle: Buffer.from(bundleText).toString('base64'),
      changelog: ['First version', 'Notes list'],
    });
  });

  it('asks for both files', async () => {
    const publication = await preparePublication({ manifest: null, bundle: null, changelog: '' });
    expect(publication.input).toBeNull();
    expect(publication.problems).toEqual([{ key: 'manifestMissing' }, { key: 'bundleMissing' }]);
  });

  it('refuses a manifest that is not JSON and a bundle that is not SystemJS', async () => {
    const publication = await preparePublication({
      manifest: new File(['{ id: '], 'manifest.json'),
      bundle: bundleFile('define([], function () {});'),
      changelog: '',
    });
    expect(publication.problems).toEqual([{ key: 'manifestJson' }, { key: 'bundleNotSystem' }]);
  });

  it('refuses a bundle over 2 MB', async () => {
    const big = new File([new Uint8Array(BUNDLE_MAX_BYTES + 1)], 'big.js');
    const publication = await preparePublication({ manifest: jsonFile(manifest), bundle: big, changelog: '' });
    expect(publication.problems).toEqual([{ key: 'bundleTooLarge' }]);
  });

  it('shows the SPEC §5 definition errors, the path rule and the warnings', async () => {
    const publication = await preparePublication({
      manifest: jsonFile({ id: 'core-x', name: 'X', version: '1.0', path: '/modules/other' }),
      bundle: bundleFile(),
      changelog: '',
    });
    expect(publication.input).toBeNull();
    expect(publication.problems).toEqual([
      { text: 'Invalid version "1.0": expected a semantic version such as 1.0.0' },
      { key: 'path', path: '/modules/core-x' },
    ]);
    expect(publication.warnings).toEqual(['Module id "core-x" uses the reserved prefix "core"']);
  });

  it('encodes every byte of a bundle larger than one read chunk', async () => {
    const bytes = Buffer.concat([Buffer.from(bundleText), Buffer.from(new Uint8Array(70_000).map((_, i) => i % 256))]);
    const publication = await preparePublication({ manifest: jsonFile(manifest), bundle: new File([bytes], 'b.js'), changelog: '' });
    expect(publication.input?.bundle).toBe(bytes.toString('base64'));
  });

  it("reads the server's refusal details", () => {
    expect(serverManifestProblems({ errors: ['Missing required field: name'], warnings: [] })).toEqual({
      errors: ['Missing required field: name'],
      warnings: [],
    });
    expect(serverManifestProblems(undefined)).toEqual({ errors: [], warnings: [] });
  });
});
