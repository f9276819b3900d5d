import { InputGroup, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { navigate, useTranslation } from '@artel/sdk';
import { forwardRef, useMemo, useState } from 'react';
import { searchNavigation, type SearchHit } from './searchNavigation';
import { SIDEBAR_SECTIONS, useVisibleNavigation } from './useVisibleNavigation';

/** Finds a place in the product by name: pages and modules of the navigation. Enter opens the first hit. */
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

  const go = (hit: SearchHit | undefined) => {
    if (!hit) return;
    navigate(hit.item.path);
    setQuery('');
    setOpen(false);
  };

  const results = (
    <Menu id="artel-search-results" aria-label={t('shell:topBar.search')}>
      {hits.length === 0 ? (
        <MenuItem disabled text={t('shell:topBar.searchNoResults')} />
      ) : (
        hits.map((hit) => <MenuItem key={hit.item.id} icon="arrow-right" text={hit.title} onClick={() => go(hit)} />)
      )}
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
          if (event.key === 'Enter') go(hits[0]);
          if (event.key === 'Escape') setOpen(false);
        }}
      />
    </PopoverNext>
  );
});
