import type { TranslationTree } from './i18n';
import { createLanguageLoaders } from './languageLoaders';

function setup() {
  const added: Array<[string, string, TranslationTree]> = [];
  const loaders = createLanguageLoaders((language, namespace, texts) => added.push([language, namespace, texts]));
  return { added, loaders };
}

describe('language loaders', () => {
  it('fetches nothing until the language is asked for, then each chunk once', async () => {
    const { added, loaders } = setup();
    const chunk = jest.fn(() => Promise.resolve({ default: { title: 'Boards' } }));
    loaders.add('en', 'kanban', chunk);
    expect(chunk).not.toHaveBeenCalled();

    await loaders.load('en');
    await loaders.load('en');
    expect(chunk).toHaveBeenCalledTimes(1);
    expect(added).toEqual([['en', 'kanban', { title: 'Boards' }]]);
  });

  it('runs a loader registered after its language was asked for at once', async () => {
    const { added, loaders } = setup();
    await loaders.load('en');
    loaders.add('en', 'wiki', () => Promise.resolve({ default: { title: 'Articles' } }));
    await loaders.load('en');
    expect(added).toEqual([['en', 'wiki', { title: 'Articles' }]]);
  });

  it('asks again for a chunk that failed to arrive', async () => {
    const { added, loaders } = setup();
    const chunk = jest
      .fn<Promise<{ default: TranslationTree }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: offline'))
      .mockResolvedValueOnce({ default: { title: 'Boards' } });
    loaders.add('en', 'kanban', chunk);

    await expect(loaders.load('en')).rejects.toThrow('offline');
    await loaders.load('en');
    expect(chunk).toHaveBeenCalledTimes(2);
    expect(added).toEqual([['en', 'kanban', { title: 'Boards' }]]);
  });
});
