import { type IconName, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import type { SearchGroup } from '@artel/sdk/host';
import type { PopoverAnchor } from './lazyPopover/LazyPopover';
import type { SearchHit } from './searchNavigation';

interface SearchResultsPopoverProps {
  anchor: PopoverAnchor;
  hits: SearchHit[];
  groups: SearchGroup[];
  goTo: (path: string | undefined) => void;
}

/** The search box's results (lazy, see SearchBox): places by name, then what the modules' providers found. */
export function SearchResultsPopover({ anchor, hits, groups, goTo }: SearchResultsPopoverProps) {
  const { t } = useTranslation();
  const results = (
    <Menu id="artel-search-results" aria-label={t('shell:topBar.search')}>
      {hits.length === 0 && groups.length === 0 ? (
        <MenuItem disabled text={t('shell:topBar.searchNoResults')} />
      ) : (
        hits.map((hit) => <MenuItem key={hit.item.id} icon="arrow-right" text={hit.title} onClick={() => goTo(hit.item.path)} />)
      )}
      {groups.map(({ provider, results }) => [
        <MenuDivider key={provider.key} title={t(provider.title, { defaultValue: provider.title })} />,
        ...results.map((result) => (
          <MenuItem
            key={`${provider.key}.${result.id}`}
            icon={(result.icon ?? 'search') as IconName}
            text={result.title}
            label={result.description}
            onClick={() => goTo(result.path)}
          />
        )),
      ])}
    </Menu>
  );
  return <PopoverNext {...anchor} content={results} autoFocus={false} enforceFocus={false} placement="bottom-start" arrow={false} />;
}
