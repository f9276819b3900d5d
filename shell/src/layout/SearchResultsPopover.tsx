import { type IconName, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { HighlightedText, usePhoneLayout, useTranslation } from '@artel/sdk';
import { Fragment } from 'react';
import type { PopoverAnchor } from './lazyPopover/LazyPopover';
import { type SearchEntry, searchResultId } from './searchEntries';

interface SearchResultsPopoverProps {
  anchor: PopoverAnchor;
  entries: SearchEntry[];
  /** The row the arrow keys are on; Enter opens it. */
  activeIndex: number;
  goTo: (path: string | undefined) => void;
}

/**
 * The search box's results (lazy, see SearchBox): places by name, then what each module's provider found,
 * under its heading. Each row: the title on the first line, the text around the match below, the matched
 * words marked. As wide as a result needs within 360–560 px under the field; the screen's width on a phone.
 */
export function SearchResultsPopover({ anchor, entries, activeIndex, goTo }: SearchResultsPopoverProps) {
  const { t } = useTranslation();
  const phone = usePhoneLayout();
  const results = (
    <Menu
      id="artel-search-results"
      aria-label={t('shell:topBar.search')}
      className={phone ? 'artel-search-results artel-search-results--phone' : 'artel-search-results'}
    >
      {entries.length === 0 && <MenuItem disabled text={t('shell:topBar.searchNoResults')} />}
      {entries.map((entry, index) => (
        <Fragment key={entry.key}>
          {entry.group !== entries[index - 1]?.group && <MenuDivider title={t(entry.group, { defaultValue: entry.group })} />}
          <MenuItem
            id={searchResultId(index)}
            active={index === activeIndex}
            icon={entry.icon as IconName}
            className="artel-search-result"
            text={
              <>
                <span className="artel-search-result__title">
                  <HighlightedText text={entry.title} ranges={entry.titleHighlights} />
                </span>
                {entry.description && (
                  <span className="artel-search-result__description bp6-text-muted">
                    <HighlightedText text={entry.description} ranges={entry.descriptionHighlights} />
                  </span>
                )}
              </>
            }
            onClick={() => goTo(entry.path)}
          />
        </Fragment>
      ))}
    </Menu>
  );
  return <PopoverNext {...anchor} content={results} autoFocus={false} enforceFocus={false} placement="bottom-start" arrow={false} />;
}
