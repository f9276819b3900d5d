/** Dashboard widget 'Popular Tags' (SPEC §3: 1x1): the most used tags of published articles, with counts. */
import { Tag } from '@blueprintjs/core';
import { $currentWorkspaceId, navigate, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { wikiApi } from '../api/wikiApi';
import { MODULE_ID } from '../moduleId';
import { homePath } from '../paths';

const SHOWN = 10;

export function PopularTagsWidget() {
  const { t } = useTranslation(MODULE_ID);
  const workspaceId = useUnit($currentWorkspaceId);
  const [tags, setTags] = useState<Array<{ tag: string; count: number }> | null>(null);
  useEffect(() => {
    if (workspaceId) wikiApi.tags(SHOWN).then(setTags, () => setTags([]));
  }, [workspaceId]);
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
