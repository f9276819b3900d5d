import { Button, InputGroup } from '@blueprintjs/core';
import { navigate, useTranslation } from '@artel/sdk';
import { forwardRef, lazy, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { LazyPopover } from './lazyPopover/LazyPopover';
import { searchFocusRequested } from './searchFocus';
import { searchNavigation, type SearchHit } from './searchNavigation';
import { useGlobalSearch } from './useGlobalSearch';
import { SIDEBAR_SECTIONS, useVisibleNavigation } from './useVisibleNavigation';

const SearchResultsPopover = lazy(() =>
  import(/* webpackChunkName: "layout-popovers" */ './SearchResultsPopover').then((module) => ({ default: module.SearchResultsPopover })),
);

/**
 * Finds a place in the product by name (pages and modules of the navigation) and, below, what the modules'
 * search providers find in their data (kanban's cards…). Enter opens the first hit.
 */
export const SearchBox = forwardRef<HTMLInputElement>(function SearchBox(_, ref) {
  const { t } = useTranslation();
  const sections = useVisibleNavigation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current!, []);
  useEffect(
    () =>
      searchFocusRequested.watch(() => {
        input.current?.focus();
        input.current?.select();
      }),
    [],
  );

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

  return (
    <LazyPopover
      isOpen={open && query.trim().length > 0}
      onInteraction={(next) => setOpen(next)}
      renderPopover={(anchor) => <SearchResultsPopover anchor={anchor} hits={hits} groups={groups} goTo={goTo} />}
    >
      <InputGroup
        inputRef={input}
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
        rightElement={
          query.trim() ? (
            <Button variant="minimal" icon="arrow-right" aria-label={t('shell:topBar.searchGo')} title={t('shell:topBar.searchGo')} onClick={() => goTo(firstPath)} />
          ) : undefined
        }
        onKeyDown={(event) => {
          if (event.key === 'Enter') goTo(firstPath);
          if (event.key === 'Escape') setOpen(false);
        }}
      />
    </LazyPopover>
  );
});
