/** The workspace's wiki settings (SPEC §3), read live from the module config with SPEC's defaults. */
import { wikiSdk } from './wikiSdk';

export interface WikiConfig {
  enableMarkdown: boolean;
  enableVersioning: boolean;
  maxRevisions: number;
  enableFullTextSearch: boolean;
  defaultEditor: 'markdown' | 'plain';
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export function readWikiConfig(config: Readonly<Record<string, unknown>>): WikiConfig {
  return {
    enableMarkdown: flag(config.enableMarkdown, true),
    enableVersioning: flag(config.enableVersioning, true),
    maxRevisions: typeof config.maxRevisions === 'number' && config.maxRevisions >= 1 ? config.maxRevisions : 50,
    enableFullTextSearch: flag(config.enableFullTextSearch, true),
    defaultEditor: config.defaultEditor === 'plain' ? 'plain' : 'markdown',
  };
}

export function useWikiConfig(): WikiConfig {
  return readWikiConfig(wikiSdk().config.use());
}
