import { type IconName, InputGroup, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { navigate, useTranslation } from '@artel/sdk';
import { forwardRef, useMemo, useState } from 'react';
import { searchNavigation, type SearchHit } from './searchNavigation';
import { useGlobalSearch } from './useGlobalSearch';
import { SIDEBAR_SECTIONS, useVisibleNavigation } from './useVisibleNavigation';

/**
 * Finds a place in the product by name (pages and modules of the navigation) and, below, what the modules'
 * search providers find in their data (kanban's cards…). Enter opens the first hit.
 */
export const SearchBox = forwardRef<HTMLInputElement>(function SearchBox(_, ref) {
  const { t } = useTranslation();
  const sections = useVisibleNavigation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);

  const candidates = useMemo<SearchHit[]>(
    () =>
      SIDEBAR_SECTIONS.flatMap((section) =>
        sections[section].map((item) => ({ item, title: t(item.title, { defaultValue: item.title }) })),
      ),
    [sections, t],
  );
  const hits = searchNavigation(candidates, query);
  const groups = useGlobalSearch(query);

  const goTo = (path: string | undefined) => {
    if (!path) return;
    navigate(path);
    setQuery('');
    setOpen(false);
  };
  const firstPath = hits[0]?.item.path ?? groups[0]?.results[0]?.path;

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

  return (
    <PopoverNext
      content={results}
      isOpen={open && query.trim().length > 0}
      autoFocus={false}
      enforceFocus={false}
      placement="bottom-start"
      onInteraction={(next) => setOpen(next)}
      arrow={false}
    >
      <InputGroup
        inputRef={ref}
        type="search"
        leftIcon="search"
        className="artel-search"
        aria-label={t('shell:topBar.search')}
        placeholder={t('shell:topBar.searchPlaceholder')}
        value={query}
        onValueChange={(value) => {
          setQuery(value);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') goTo(firstPath);
          if (event.key === 'Escape') setOpen(false);
        }}
      />
    </PopoverNext>
  );
});
