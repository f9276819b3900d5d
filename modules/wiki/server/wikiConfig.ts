/** The workspace's wiki settings (SPEC §3 'Wiki config'), read from the module config with SPEC's defaults. */
import type { ModuleConfig } from '@artel/sdk/server';

export interface WikiConfig {
  enableMarkdown: boolean;
  enableVersioning: boolean;
  maxRevisions: number;
  enableFullTextSearch: boolean;
  defaultEditor: string;
}

export const WIKI_CONFIG_DEFAULTS: WikiConfig = {
  enableMarkdown: true,
  enableVersioning: true,
  maxRevisions: 50,
  enableFullTextSearch: true,
  defaultEditor: 'markdown',
};

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export function wikiConfig(config: ModuleConfig): WikiConfig {
  const maxRevisions = Number(config.maxRevisions);
  return {
    enableMarkdown: flag(config.enableMarkdown, WIKI_CONFIG_DEFAULTS.enableMarkdown),
    enableVersioning: flag(config.enableVersioning, WIKI_CONFIG_DEFAULTS.enableVersioning),
    maxRevisions: Number.isInteger(maxRevisions) && maxRevisions >= 1 ? maxRevisions : WIKI_CONFIG_DEFAULTS.maxRevisions,
    enableFullTextSearch: flag(config.enableFullTextSearch, WIKI_CONFIG_DEFAULTS.enableFullTextSearch),
    defaultEditor: typeof config.defaultEditor === 'string' ? config.defaultEditor : WIKI_CONFIG_DEFAULTS.defaultEditor,
  };
}
