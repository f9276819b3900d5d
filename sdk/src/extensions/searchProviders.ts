/**
 * The top bar's global search: each module answers for its own data (kanban its cards, later partners and
 * wiki articles) through a provider on this extension point; the shell asks every provider at once.
 */
import { defineExtensionPoint } from './extensionPoint';

/** Where a search matched in a text: [start, end) in UTF-16 units, as String.slice counts. */
export interface TextRange {
  start: number;
  end: number;
}

export interface SearchResult {
  /** Unique within its provider. */
  id: string;
  title: string;
  /** The matched words of the title, shown marked. */
  titleHighlights?: TextRange[];
  /** A second line: where the hit lives (a board, a folder…) or the text around the match. */
  description?: string;
  descriptionHighlights?: TextRange[];
  /** Where choosing the hit goes, e.g. '/modules/kanban/boards/b1?card=c1'. */
  path: string;
  /** A Blueprint icon name. */
  icon?: string;
}

export interface SearchQuery {
  text: string;
  /** At most this many results are shown per provider. */
  limit: number;
  /** Aborted when the user typed on before the answer came. */
  signal: AbortSignal;
}

export interface SearchProvider {
  /** Unique within its module. */
  id: string;
  /** The heading of its results, already translated. */
  title: string;
  search(query: SearchQuery): Promise<SearchResult[]>;
}

export interface RegisteredSearchProvider extends SearchProvider {
  /** '{moduleId}.{id}'. */
  key: string;
  moduleId: string;
}

export const searchProviderPoint = defineExtensionPoint<RegisteredSearchProvider>({
  id: 'platform.search-providers',
  validate: (provider) =>
    provider.id && provider.title && typeof provider.search === 'function'
      ? null
      : 'Invalid search provider: an id, a title and search() are required',
  key: (provider) => provider.key,
});

export const $searchProviders = searchProviderPoint.$entries;

export function registerSearchProvider(moduleId: string, provider: SearchProvider): () => void {
  return searchProviderPoint.register(moduleId, {
    id: provider.id,
    title: provider.title,
    // Bound, so a provider written as a class keeps its `this`; anything else is left for the check to refuse.
    search: typeof provider.search === 'function' ? (query) => provider.search(query) : provider.search,
    moduleId,
    key: `${moduleId}.${provider.id}`,
  });
}

export interface SearchGroup {
  provider: RegisteredSearchProvider;
  results: SearchResult[];
}

/**
 * Asks every provider at once and gives back the groups that found something, in the providers' order.
 * A provider that fails or rejects the query costs only its own group.
 */
export async function searchEverywhere(providers: readonly RegisteredSearchProvider[], query: SearchQuery): Promise<SearchGroup[]> {
  const answers = await Promise.all(
    providers.map(async (provider) => {
      try {
        return { provider, results: (await provider.search(query)).slice(0, query.limit) };
      } catch (error) {
        if (!query.signal.aborted) console.warn(`Search provider '${provider.key}' failed`, error);
        return { provider, results: [] };
      }
    }),
  );
  return answers.filter((group) => group.results.length > 0);
}
