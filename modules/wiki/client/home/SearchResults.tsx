/** Search hits: titles and the text around the match, the matched words marked (read as text, never inserted as HTML). */
import { Card, Tag } from '@blueprintjs/core';
import { HighlightedText, Link, useTranslation } from '@artel/sdk';
import type { SearchHit } from '../api/wikiTypes';
import { MODULE_ID } from '../moduleId';
import { articlePath } from '../paths';
import { markedHtmlText } from '../search/markedHtml';

export function SearchResults({ hits }: { hits: SearchHit[] }) {
  const { t } = useTranslation(MODULE_ID);
  if (hits.length === 0) return <p className="bp6-text-muted">{t('search.noResults')}</p>;
  return (
    <ul className="wiki-search-results">
      {hits.map((hit) => (
        <li key={hit.id}>
          <Card compact>
            <Link to={articlePath(hit.id)}>
              <HighlightedText {...markedHtmlText(hit.titleHtml)} />
            </Link>
            {hit.status === 'draft' && (
              <Tag minimal intent="warning">
                {t('article.draft')}
              </Tag>
            )}
            <p className="wiki-search-results__snippet">
              <HighlightedText {...markedHtmlText(hit.snippetHtml)} />
            </p>
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
