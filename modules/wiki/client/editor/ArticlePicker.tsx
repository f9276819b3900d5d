/** Links by picking: find an article by its title and insert [[Title]] at the cursor. */
import { Dialog, DialogBody, InputGroup, Menu, MenuItem, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { useEffect, useMemo, useState } from 'react';
import { wikiApi } from '../api/wikiApi';
import type { ArticleSummary } from '../api/wikiTypes';
import { MODULE_ID } from '../moduleId';

const SHOWN = 20;

export interface ArticlePickerProps {
  isOpen: boolean;
  onPick(title: string): void;
  onClose(): void;
}

export function ArticlePicker({ isOpen, onPick, onClose }: ArticlePickerProps) {
  const { t } = useTranslation(MODULE_ID);
  const [articles, setArticles] = useState<ArticleSummary[]>([]);
  const [query, setQuery] = useState('');
  useEffect(() => {
    if (!isOpen) return;
    setQuery('');
    wikiApi.articles().then(setArticles, () => setArticles([]));
  }, [isOpen]);
  const matches = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase('ru');
    return articles.filter((article) => article.title.toLocaleLowerCase('ru').includes(needle)).slice(0, SHOWN);
  }, [articles, query]);
  return (
    <Dialog isOpen={isOpen} title={t('editor.linkArticle')} onClose={onClose}>
      <DialogBody>
        <InputGroup
          autoFocus
          leftIcon="search"
          aria-label={t('editor.pickArticle')}
          placeholder={t('editor.pickArticle')}
          value={query}
          onValueChange={setQuery}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && matches[0]) onPick(matches[0].title);
          }}
        />
        {matches.length === 0 ? (
          <NonIdealState icon="search" title={t('search.noResults')} />
        ) : (
          <Menu>
            {matches.map((article) => (
              <MenuItem key={article.id} icon="document" text={article.title} onClick={() => onPick(article.title)} />
            ))}
          </Menu>
        )}
      </DialogBody>
    </Dialog>
  );
}
