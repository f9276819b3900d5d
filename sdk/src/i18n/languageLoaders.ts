/**
 * Texts of a language that is not bundled up front (the default language is; the others are lazy chunks,
 * `() => import('./en.json')`). A language's loaders run the first time it is asked for; once it has been,
 * a loader registered later runs at once, so a language in use never misses a namespace.
 */
import type { TranslationTree } from './translationTree';

/** One namespace's texts in one language, as its lazy chunk gives them. */
export type TranslationLoader = () => Promise<{ default: TranslationTree }>;

type AddBundle = (language: string, namespace: string, texts: TranslationTree) => void;

export interface LanguageLoaders {
  add(language: string, namespace: string, loader: TranslationLoader): void;
  /** Resolves once every loader of `language` registered so far has added its texts. */
  load(language: string): Promise<void>;
}

export function createLanguageLoaders(addBundle: AddBundle): LanguageLoaders {
  const waiting = new Map<string, Array<() => Promise<void>>>();
  const running = new Map<string, Set<Promise<void>>>();

  function run(language: string, load: () => Promise<void>): void {
    const inFlight = running.get(language) ?? new Set<Promise<void>>();
    running.set(language, inFlight);
    const loading = load().catch((error: unknown) => {
      // A chunk that failed to arrive (offline) is asked for again the next time the language is wanted.
      inFlight.delete(loading);
      waiting.set(language, [...(waiting.get(language) ?? []), load]);
      throw error;
    });
    inFlight.add(loading);
  }

  return {
    add(language, namespace, loader) {
      const load = () => loader().then((chunk) => addBundle(language, namespace, chunk.default));
      if (running.has(language)) run(language, load);
      else waiting.set(language, [...(waiting.get(language) ?? []), load]);
    },
    async load(language) {
      const loads = waiting.get(language) ?? [];
      waiting.delete(language);
      if (!running.has(language)) running.set(language, new Set());
      for (const load of loads) run(language, load);
      await Promise.all(running.get(language) ?? []);
    },
  };
}
