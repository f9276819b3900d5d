/** Search hits: titles and fragments with the matched words highlighted (escaped by the server, sanitised again here). */
import { Card, Tag } from '@blueprintjs/core';
import { Link, useTranslation } from '@artel/sdk';
import type { SearchHit } from '../api/wikiTypes';
import { sanitizeHtml } from '../markdown/sanitizeHtml';
import { MODULE_ID } from '../moduleId';
import { articlePath } from '../paths';

export function SearchResults({ hits }: { hits: SearchHit[] }) {
  const { t } = useTranslation(MODULE_ID);
  if (hits.length === 0) return <p className="bp6-text-muted">{t('search.noResults')}</p>;
  return (
    <ul className="wiki-search-results">
      {hits.map((hit) => (
        <li key={hit.id}>
          <Card compact>
            <Link to={articlePath(hit.id)}>
              <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(hit.titleHtml) }} />
            </Link>
            {hit.status === 'draft' && <Tag minimal intent="warning">{t('article.draft')}</Tag>}
            <p className="wiki-search-results__snippet" dangerouslySetInnerHTML={{ __html: sanitizeHtml(hit.snippetHtml) }} />
            {hit.tags.map((tag) => (
              <Tag key={tag} minimal>
                {tag}
              </Tag>
            ))}
          </Card>
        </li>
      ))}
    </ul>
  );
}
