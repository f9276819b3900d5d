/**
 * /modules/wiki — the wiki home: search (unless switched off), the tree of pages, the reader's drafts, tags
 * with counts, the recently changed ones, and wanted articles (linked to, not written yet). ?tag=… lists that
 * tag's articles. The lists follow what others create, edit, publish and delete while the page is open.
 */
import { Button, Callout, InputGroup, NonIdealState, Spinner, Tag, Tree, type TreeNodeInfo } from '@blueprintjs/core';
import { $currentWorkspaceId, formatDate, Link, navigate, useSearchParam, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import { wikiApi } from '../api/wikiApi';
import type { ArticleSummary, SearchHit } from '../api/wikiTypes';
import { toastFailure } from '../errors';
import { articleTree, type TreeNode } from '../home/articleTree';
import { SearchResults } from '../home/SearchResults';
import { useArticlesChanged } from '../live/useArticlesChanged';
import { MODULE_ID } from '../moduleId';
import { articlePath, homePath, newArticlePath, trashPath } from '../paths';
import { wikiPermissions } from '../wikiPermissions';
import { useWikiConfig } from '../wikiConfig';

const RECENT_SHOWN = 5;

function useSearch(text: string, enabled: boolean): SearchHit[] | null {
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  useEffect(() => {
    if (!enabled || !text.trim()) {
      setHits(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      wikiApi.search({ q: text, limit: 20 }).then(
        (answer) => current && setHits(answer.hits),
        (error) => toastFailure(error, 'search.failed'),
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, enabled]);
  return hits;
}

export function WikiHomePage() {
  const { t } = useTranslation(MODULE_ID);
  const workspaceId = useUnit($currentWorkspaceId);
  const tag = useSearchParam('tag');
  const config = useWikiConfig();
  const can = wikiPermissions.useCan();
  const [articles, setArticles] = useState<ArticleSummary[] | null>(null);
  const [tags, setTags] = useState<Array<{ tag: string; count: number }>>([]);
  const [wanted, setWanted] = useState<Array<{ title: string; count: number }>>([]);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [query, setQuery] = useState('');
  const hits = useSearch(query, config.enableFullTextSearch);

  const changes = useArticlesChanged();

  useEffect(() => setArticles(null), [workspaceId, tag]);

  // A live refresh keeps the lists on screen until the new ones arrive; a late answer for a previous
  // workspace or tag is dropped.
  useEffect(() => {
    if (!workspaceId) return;
    let current = true;
    wikiApi.articles(tag ? { tag } : {}).then(
      (list) => current && setArticles(list),
      (error) => current && toastFailure(error, 'home.loadFailed'),
    );
    wikiApi.tags().then(
      (list) => current && setTags(list),
      () => undefined,
    );
    wikiApi.wanted().then(
      (list) => current && setWanted(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [workspaceId, tag, changes]);

  const nodes = useMemo(() => {
    const toInfo = (node: TreeNode): TreeNodeInfo<string> => ({
      id: node.article.id,
      // A link, so the page opens from the keyboard as well (Blueprint's tree nodes take no focus).
      label: <Link to={articlePath(node.article.id)}>{node.article.title}</Link>,
      nodeData: node.article.id,
      icon: node.children.length ? 'folder-close' : 'document',
      isExpanded: expanded.has(node.article.id),
      secondaryLabel:
        node.article.status === 'draft' ? (
          <Tag minimal intent="warning">
            {t('article.draft')}
          </Tag>
        ) : undefined,
      childNodes: node.children.length ? node.children.map(toInfo) : undefined,
    });
    return articleTree(articles ?? []).map(toInfo);
  }, [articles, expanded, t]);

  const toggle = (node: TreeNodeInfo<string>) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(String(node.id))) next.delete(String(node.id));
      else next.add(String(node.id));
      return next;
    });
  const drafts = (articles ?? []).filter((article) => article.status === 'draft');
  const recent = [...(articles ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, RECENT_SHOWN);

  return (
    <section className="wiki-home">
      <header className="wiki-home__header">
        <h1 className="bp6-heading">{tag ? t('home.taggedWith', { tag }) : t('home.title')}</h1>
        {can('wiki.create') && (
          <Button icon="add" intent="primary" onClick={() => navigate(newArticlePath())}>
            {t('home.newArticle')}
          </Button>
        )}
        {can('wiki.delete') && (
          <Button icon="trash" variant="minimal" onClick={() => navigate(trashPath())}>
            {t('trash.title')}
          </Button>
        )}
      </header>
      {config.enableFullTextSearch ? (
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={query}
          onValueChange={setQuery}
        />
      ) : null}
      {hits ? (
        <SearchResults hits={hits} />
      ) : (
        <div className="wiki-home__columns">
          <div className="wiki-home__tree">
            {tag && <Link to={homePath()}>{t('home.allArticles')}</Link>}
            <h2 className="bp6-heading">{t('home.tree')}</h2>
            {articles === null ? (
              <Spinner size={20} />
            ) : articles.length === 0 ? (
              <NonIdealState icon="book" title={t('home.empty')} />
            ) : (
              <nav aria-label={t('home.tree')}>
                <Tree contents={nodes} onNodeExpand={toggle} onNodeCollapse={toggle} />
              </nav>
            )}
          </div>
          <aside className="wiki-home__side">
            {drafts.length > 0 && (
              <>
                <h2 className="bp6-heading">{t('home.drafts')}</h2>
                <ul>
                  {drafts.map((draft) => (
                    <li key={draft.id}>
                      <Link to={articlePath(draft.id)}>{draft.title}</Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {recent.length > 0 && (
              <>
                <h2 className="bp6-heading">{t('home.recent')}</h2>
                <ul aria-label={t('home.recent')}>
                  {recent.map((article) => (
                    <li key={article.id}>
                      <Link to={articlePath(article.id)}>{article.title}</Link>{' '}
                      <span className="bp6-text-muted">{formatDate(article.updatedAt)}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <h2 className="bp6-heading">{t('tags.title')}</h2>
            {tags.length === 0 ? (
              <p className="bp6-text-muted">{t('tags.none')}</p>
            ) : (
              <p className="wiki-home__tags">
                {tags.map((entry) => (
                  <Tag
                    key={entry.tag}
                    minimal
                    interactive
                    round
                    onClick={() => navigate(homePath(entry.tag))}
                    title={t('tags.count', { count: entry.count })}
                  >
                    {entry.tag} · {entry.count}
                  </Tag>
                ))}
              </p>
            )}
            {wanted.length > 0 && (
              <>
                <h2 className="bp6-heading">{t('article.wantedPages')}</h2>
                <Callout compact>{t('article.wantedPagesHint')}</Callout>
                <ul>
                  {wanted.map((entry) => (
                    <li key={entry.title}>
                      {can('wiki.create') ? (
                        <Link className="wiki-link--wanted" to={newArticlePath({ title: entry.title })}>
                          {entry.title}
                        </Link>
                      ) : (
                        entry.title
                      )}{' '}
                      ({entry.count})
                    </li>
                  ))}
                </ul>
              </>
            )}
          </aside>
        </div>
      )}
    </section>
  );
}
