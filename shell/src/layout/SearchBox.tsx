import { Button, InputGroup } from '@blueprintjs/core';
import { navigate, useTranslation } from '@artel/sdk';
import { forwardRef, lazy, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { LazyPopover } from './lazyPopover/LazyPopover';
import { searchFocusRequested } from './searchFocus';
import { movedIndex, searchEntries, searchResultId } from './searchEntries';
import { searchNavigation, type SearchHit } from './searchNavigation';
import { useGlobalSearch } from './useGlobalSearch';
import { SIDEBAR_SECTIONS, useVisibleNavigation } from './useVisibleNavigation';

const SearchResultsPopover = lazy(() =>
  import(/* webpackChunkName: "layout-popovers" */ './SearchResultsPopover').then((module) => ({ default: module.SearchResultsPopover })),
);

/**
 * Finds a place in the product by name (pages and modules of the navigation) and, below, what the modules'
 * search providers find in their data (cards, articles, partners, documents…). The arrow keys walk the
 * results, Enter opens the one they are on (the first one at first), Escape closes the list.
 */
export const SearchBox = forwardRef<HTMLInputElement>(function SearchBox(_, ref) {
  const { t } = useTranslation();
  const sections = useVisibleNavigation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
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
  const groups = useGlobalSearch(query);
  const entries = useMemo(() => searchEntries(searchNavigation(candidates, query), groups, query), [candidates, groups, query]);
  // New results start again from the first.
  useEffect(() => setActiveIndex(0), [entries]);

  const goTo = (path: string | undefined) => {
    if (!path) return;
    navigate(path);
    setQuery('');
    setOpen(false);
  };
  const isOpen = open && query.trim().length > 0;
  const activePath = entries[activeIndex]?.path ?? entries[0]?.path;

  return (
    <LazyPopover
      isOpen={isOpen}
      onInteraction={(next) => setOpen(next)}
      renderPopover={(anchor) => <SearchResultsPopover anchor={anchor} entries={entries} activeIndex={activeIndex} goTo={goTo} />}
    >
      <InputGroup
        inputRef={input}
        type="search"
        leftIcon="search"
        className="artel-search"
        aria-label={t('shell:topBar.search')}
        aria-controls={isOpen ? 'artel-search-results' : undefined}
        aria-activedescendant={isOpen && entries[activeIndex] ? searchResultId(activeIndex) : undefined}
        placeholder={t('shell:topBar.searchPlaceholder')}
        value={query}
        onValueChange={(value) => {
          setQuery(value);
          setOpen(true);
        }}
        rightElement={
          query.trim() ? (
            <Button
              variant="minimal"
              icon="arrow-right"
              aria-label={t('shell:topBar.searchGo')}
              title={t('shell:topBar.searchGo')}
              onClick={() => goTo(activePath)}
            />
          ) : undefined
        }
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            setActiveIndex((index) => movedIndex(index, entries.length, event.key === 'ArrowDown' ? 1 : -1));
          }
          if (event.key === 'Enter') goTo(activePath);
          if (event.key === 'Escape') setOpen(false);
        }}
      />
    </LazyPopover>
  );
});
