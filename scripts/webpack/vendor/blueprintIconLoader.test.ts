/** The icon loader of the Blueprint vendor bundle: one request per icon, however many icons ask at once. */
import { Icons } from '@blueprintjs/icons';

const globals = globalThis as Record<string, unknown>;

describe("the vendor bundle's icon loader", () => {
  const fetch = jest.fn();

  beforeAll(async () => {
    globals.__webpack_public_path__ = '/static/vendor/';
    globals.__BLUEPRINT_ICON_SET__ = 'set1';
    globals.fetch = fetch;
    await import('./blueprintIconLoader.js');
  });

  afterAll(() => {
    delete globals.__webpack_public_path__;
    delete globals.__BLUEPRINT_ICON_SET__;
    delete globals.fetch;
  });

  it('fetches an icon shown by many components at once only once, and gives all of them its paths', async () => {
    fetch.mockResolvedValue({ ok: true, json: () => Promise.resolve(['M0 0h16v16H0z']) });
    await Promise.all(Array.from({ length: 20 }, () => Icons.load('trash', 16)));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/static/vendor/blueprint-icons/16/trash.set1.json');
    expect(Icons.getPaths('trash', 16)).toEqual(['M0 0h16v16H0z']);
  });

  it('asks again for an icon whose request failed', async () => {
    fetch.mockReset();
    fetch.mockResolvedValueOnce({ ok: false, status: 503 }).mockResolvedValueOnce({ ok: true, json: () => Promise.resolve(['M1 1z']) });
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await Icons.load('plus', 16);
    expect(Icons.getPaths('plus', 16)).toBeUndefined();
    expect(reported).toHaveBeenCalledTimes(1);
    reported.mockRestore();
    await Icons.load('plus', 16);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(Icons.getPaths('plus', 16)).toEqual(['M1 1z']);
  });
});
