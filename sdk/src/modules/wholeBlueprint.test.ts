import { loadWholeBlueprint } from './wholeBlueprint';

describe('loadWholeBlueprint', () => {
  it('waits until the split Blueprint bundle has brought the rest of the library', async () => {
    let finish: () => void = () => undefined;
    const rest = new Promise<void>((resolve) => (finish = resolve));
    const loaded = jest.fn();
    const system = { import: jest.fn(async () => ({ artelLoadAll: () => rest })) };
    const whole = loadWholeBlueprint(system).then(loaded);
    await Promise.resolve();
    expect(system.import).toHaveBeenCalledWith('@blueprintjs/core');
    expect(loaded).not.toHaveBeenCalled();
    finish();
    await whole;
    expect(loaded).toHaveBeenCalled();
  });

  it('takes an unsplit Blueprint bundle as whole already', async () => {
    await expect(loadWholeBlueprint({ import: async () => ({ Button: {} }) })).resolves.toBeUndefined();
  });
});
