/**
 * Dashboard widget 'Recent Articles' (SPEC §3: 2x2 by default, 1x1 to 4x4): the latest changed articles, kept
 * current as others change them.
 */
import { $currentWorkspaceId, formatDate, Link, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { wikiApi } from '../api/wikiApi';
import type { ArticleSummary } from '../api/wikiTypes';
import { useArticlesChanged } from '../live/useArticlesChanged';
import { MODULE_ID } from '../moduleId';
import { articlePath, homePath } from '../paths';

const SHOWN = 8;

export function RecentArticlesWidget() {
  const { t } = useTranslation(MODULE_ID);
  const workspaceId = useUnit($currentWorkspaceId);
  const [articles, setArticles] = useState<ArticleSummary[] | null>(null);
  const changes = useArticlesChanged();
  useEffect(() => {
    if (!workspaceId) return;
    let current = true;
    wikiApi.articles({ order: 'recent', limit: SHOWN }).then(
      (list) => current && setArticles(list),
      () => current && setArticles([]),
    );
    return () => {
      current = false;
    };
  }, [workspaceId, changes]);
  if (!articles) return null;
  return (
    <div className="wiki-widget">
      {articles.length === 0 ? (
        <p className="bp6-text-muted">{t('widgets.recentEmpty')}</p>
      ) : (
        <ul className="wiki-widget__list">
          {articles.map((article) => (
            <li key={article.id}>
              <Link to={articlePath(article.id)}>{article.title}</Link>{' '}
              <span className="bp6-text-muted">{formatDate(article.updatedAt)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to={homePath()}>{t('widgets.openWiki')}</Link>
    </div>
  );
}
