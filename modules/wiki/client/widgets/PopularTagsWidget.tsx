/**
 * Dashboard widget 'Popular Tags' (SPEC §3: 1x1): the most used tags of published articles, with counts, kept
 * current as others change articles.
 */
import { Tag } from '@blueprintjs/core';
import { $currentWorkspaceId, navigate, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { wikiApi } from '../api/wikiApi';
import { useArticlesChanged } from '../live/useArticlesChanged';
import { MODULE_ID } from '../moduleId';
import { homePath } from '../paths';

const SHOWN = 10;

export function PopularTagsWidget() {
  const { t } = useTranslation(MODULE_ID);
  const workspaceId = useUnit($currentWorkspaceId);
  const [tags, setTags] = useState<Array<{ tag: string; count: number }> | null>(null);
  const changes = useArticlesChanged();
  useEffect(() => {
    if (!workspaceId) return;
    let current = true;
    wikiApi.tags(SHOWN).then(
      (list) => current && setTags(list),
      () => current && setTags([]),
    );
    return () => {
      current = false;
    };
  }, [workspaceId, changes]);
  if (!tags) return null;
  if (tags.length === 0) return <p className="bp6-text-muted">{t('widgets.popularEmpty')}</p>;
  return (
    <p className="wiki-widget wiki-widget__tags">
      {tags.map((entry) => (
        <Tag key={entry.tag} minimal interactive round onClick={() => navigate(homePath(entry.tag))}>
          {entry.tag} · {entry.count}
        </Tag>
      ))}
    </p>
  );
}
