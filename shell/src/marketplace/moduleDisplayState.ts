/** What the marketplace shows as a module's state in the current workspace (SPEC §2 'state per module'). */
import type { InstalledModule, ModuleRecord } from '@artel/sdk/host';
import type { Intent } from '@blueprintjs/core';

export type ModuleDisplayState = 'blocked' | 'notInstalled' | 'disabled' | 'loading' | 'enabled' | 'failed' | 'skipped';

export interface CatalogFacts {
  blocked: boolean;
  installed: boolean;
  enabled: boolean;
}

/**
 * The workspace list (kept live by the module lifecycle) wins over the catalog's answer, which may be
 * older; the module registry says how the running module is doing.
 */
export function moduleDisplayState(
  catalog: CatalogFacts | null,
  entry: InstalledModule | undefined,
  record: ModuleRecord | undefined,
  listLoaded: boolean,
): ModuleDisplayState {
  if (catalog?.blocked) return 'blocked';
  // Without the list yet, an entry still says what this tab itself just enabled or disabled.
  const installed = entry !== undefined || (!listLoaded && (catalog?.installed ?? false));
  const enabled = entry ? entry.enabled : !listLoaded && (catalog?.enabled ?? false);
  if (!installed) return 'notInstalled';
  if (!enabled) return 'disabled';
  switch (record?.state) {
    case 'error':
      return 'failed';
    case 'registered':
      // The loader leaves a module it skipped for missing permissions registered (SPEC §5).
      return 'skipped';
    case 'discovered':
    case 'loading':
    case 'installed':
      return 'loading';
    default:
      return 'enabled';
  }
}

export const DISPLAY_STATE_INTENTS: Record<ModuleDisplayState, Intent> = {
  blocked: 'danger',
  notInstalled: 'none',
  disabled: 'none',
  loading: 'primary',
  enabled: 'success',
  failed: 'danger',
  skipped: 'warning',
};

export function isEnabledState(state: ModuleDisplayState): boolean {
  return state === 'enabled' || state === 'loading' || state === 'failed' || state === 'skipped';
}
