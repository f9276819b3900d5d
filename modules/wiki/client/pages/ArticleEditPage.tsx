/**
 * /modules/wiki/wiki/article/new (?title=…&parent=…) and /modules/wiki/article/:id/edit — the article form:
 * title, parent page, tags, template (new only), the text editor, a change summary; drafts or published.
 */
import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Spinner, TagInput } from '@blueprintjs/core';
import { $currentWorkspaceId, $members, loadMembersFx, navigate, showToast, useRouteParams, useSearchParam, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { wikiApi } from '../api/wikiApi';
import type { Article, ArticleStatus, ArticleSummary } from '../api/wikiTypes';
import { ConflictDialog } from '../editor/ConflictDialog';
import { MarkdownEditor } from '../editor/MarkdownEditor';
import { toastFailure } from '../errors';
import { type TheirVersion, useMergingSave } from '../merge/useMergingSave';
import { MODULE_ID } from '../moduleId';
import { articlePath, homePath } from '../paths';
import { useWikiPermissions } from '../useWikiPermissions';
import { useWikiConfig } from '../wikiConfig';

const TEMPLATES = ['blank', 'howTo', 'meeting', 'policy'] as const;

interface Draft {
  title: string;
  body: string;
  tags: string[];
  parentId: string | null;
  summary: string;
}

export function ArticleEditPage() {
  const { t, i18n } = useTranslation(MODULE_ID);
  const { id } = useRouteParams<{ id?: string }>();
  const wantedTitle = useSearchParam('title');
  const parentParam = useSearchParam('parent');
  const workspaceId = useUnit($currentWorkspaceId);
  const config = useWikiConfig();
  const can = useWikiPermissions();
  const [article, setArticle] = useState<Article | null>(null);
  const [draft, setDraft] = useState<Draft | null>(id ? null : { title: wantedTitle ?? '', body: '', tags: [], parentId: parentParam, summary: '' });
  const [baseVersion, setBaseVersion] = useState(0);
  const [pages, setPages] = useState<ArticleSummary[]>([]);
  const [creating, setCreating] = useState(false);
  const [mergedWith, setMergedWith] = useState<TheirVersion | null>(null);
  const members = useUnit($members);
  const about = (their: TheirVersion) => ({
    name: members.find((member) => member.userId === their.updatedById)?.name ?? '—',
    version: their.version,
    date: new Date(their.updatedAt).toLocaleString(i18n.language),
  });
  const saved = (result: Article, merged: TheirVersion | null) => {
    showToast({ message: merged ? t('conflict.mergedAndSaved', about(merged)) : t('editor.saved'), intent: 'success' });
    navigate(articlePath(result.id));
  };
  const updates = useMergingSave(id, {
    adopt(merged, version, their) {
      setDraft((current) => (current ? { ...current, title: merged.title, body: merged.body, tags: merged.tags } : current));
      setBaseVersion(version);
      setMergedWith(their);
    },
    saved,
  });

  useEffect(() => {
    if (!workspaceId) return;
    void loadMembersFx(workspaceId).catch(() => undefined);
    wikiApi.articles().then(setPages, toastFailure);
    if (id)
      wikiApi.article(id).then((loaded) => {
        setArticle(loaded);
        setBaseVersion(loaded.version);
        setDraft({ title: loaded.title, body: loaded.body, tags: loaded.tags, parentId: loaded.parentId, summary: '' });
      }, (error) => toastFailure(error, 'article.loadFailed'));
  }, [id, workspaceId]);

  if (!draft) return <Spinner />;
  const change = (fields: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...fields } : current));
  const save = (status: ArticleStatus) => {
    const fields = { title: draft.title, body: draft.body, tags: draft.tags, parentId: draft.parentId, summary: draft.summary };
    if (article) return updates.save(fields, baseVersion);
    setCreating(true);
    wikiApi
      .create({ ...fields, status })
      .then((result) => saved(result, null), (error) => toastFailure(error, 'editor.saveFailed'))
      .finally(() => setCreating(false));
  };
  const saving = creating || updates.saving;
  const otherPages = pages.filter((page) => page.id !== article?.id);

  return (
    <section className="wiki-edit">
      <h1 className="bp6-heading">{article ? t('editor.editTitle', { title: article.title }) : t('editor.newTitle')}</h1>
      {!config.enableMarkdown && <Callout intent="primary">{t('editor.plainText')}</Callout>}
      {mergedWith && (
        <Callout intent="success" role="status" title={t('conflict.mergedTitle')}>
          {t('conflict.merged', about(mergedWith))}
        </Callout>
      )}
      <FormGroup label={t('editor.title')} labelFor="wiki-title">
        <InputGroup id="wiki-title" value={draft.title} placeholder={t('editor.titlePlaceholder')} onValueChange={(title) => change({ title })} />
      </FormGroup>
      <div className="wiki-edit__row">
        <FormGroup label={t('editor.parent')} labelFor="wiki-parent">
          <HTMLSelect id="wiki-parent" value={draft.parentId ?? ''} onChange={(event) => change({ parentId: event.target.value || null })}>
            <option value="">{t('editor.noParent')}</option>
            {otherPages.map((page) => (
              <option key={page.id} value={page.id}>
                {page.title}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {!article && (
          <FormGroup label={t('editor.template')} labelFor="wiki-template">
            <HTMLSelect id="wiki-template" onChange={(event) => change({ body: t(`templates.${event.target.value}.body`) })}>
              {TEMPLATES.map((template) => (
                <option key={template} value={template}>
                  {t(`templates.${template}.name`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        )}
      </div>
      <FormGroup label={t('editor.tags')} labelFor="wiki-tags">
        <TagInput inputProps={{ id: 'wiki-tags' }} values={draft.tags} placeholder={t('editor.tagsPlaceholder')} onChange={(values) => change({ tags: values.map(String) })} addOnBlur />
      </FormGroup>
      <FormGroup label={t('editor.body')}>
        <MarkdownEditor value={draft.body} onChange={(body) => change({ body })} markdown={config.enableMarkdown} plain={config.defaultEditor === 'plain'} />
      </FormGroup>
      {article && config.enableVersioning && (
        <FormGroup label={t('editor.summary')} labelFor="wiki-summary">
          <InputGroup id="wiki-summary" value={draft.summary} placeholder={t('editor.summaryPlaceholder')} onValueChange={(summary) => change({ summary })} />
        </FormGroup>
      )}
      <div className="wiki-edit__actions">
        {article ? (
          <Button intent="primary" loading={saving} onClick={() => save(article.status)}>
            {t('editor.save')}
          </Button>
        ) : (
          <>
            <Button loading={saving} onClick={() => save('draft')}>
              {t('editor.saveDraft')}
            </Button>
            {can('wiki.publish') && (
              <Button intent="primary" loading={saving} onClick={() => save('published')}>
                {t('editor.saveAndPublish')}
              </Button>
            )}
          </>
        )}
        <Button variant="minimal" onClick={() => navigate(article ? articlePath(article.id) : homePath())}>
          {t('editor.cancel')}
        </Button>
      </div>
      <ConflictDialog pending={updates.pending} onSave={updates.resolve} onCancel={updates.cancel} />
    </section>
  );
}
