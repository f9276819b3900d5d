/**
 * /modules/wiki/wiki/article/new (?title=…&parent=…) and /modules/wiki/article/:id/edit — the article form:
 * title, parent page, tags, template (new only), the text editor, a change summary; drafts or published.
 * Unsaved work is guarded (leaving asks first) and kept as a draft on this device, offered back on opening.
 */
import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Spinner, TagInput } from '@blueprintjs/core';
import {
  $currentWorkspaceId,
  $members,
  formatDateTime,
  loadMembersFx,
  navigate,
  showToast,
  useRouteParams,
  useSearchParam,
  useTranslation,
  useUnsavedChanges,
} from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { wikiApi } from '../api/wikiApi';
import type { Article, ArticleFields, ArticleStatus, ArticleSummary } from '../api/wikiTypes';
import { type ArticleDraft, articleDraftKey, draftOf, sameContent } from '../drafts/articleDraft';
import { DraftOffer } from '../drafts/DraftOffer';
import { useArticleDraft } from '../drafts/useArticleDraft';
import { ConflictDialog } from '../editor/ConflictDialog';
import { MarkdownEditor } from '../editor/MarkdownEditor';
import { toastFailure } from '../errors';
import { mergedVersion, mergeVersions } from '../merge/articleMerge';
import { type TheirVersion, useMergingSave } from '../merge/useMergingSave';
import { MODULE_ID } from '../moduleId';
import { articlePath, homePath } from '../paths';
import { wikiPermissions } from '../wikiPermissions';
import { useWikiConfig } from '../wikiConfig';

const TEMPLATES = ['blank', 'howTo', 'meeting', 'policy'] as const;

interface Form {
  title: string;
  body: string;
  tags: string[];
  parentId: string | null;
  summary: string;
}

export function ArticleEditPage() {
  const { t } = useTranslation(MODULE_ID);
  const { id } = useRouteParams<{ id?: string }>();
  const wantedTitle = useSearchParam('title');
  const parentParam = useSearchParam('parent');
  const workspaceId = useUnit($currentWorkspaceId);
  const config = useWikiConfig();
  const can = wikiPermissions.useCan();
  const [article, setArticle] = useState<Article | null>(null);
  const [form, setFormState] = useState<Form | null>(
    id ? null : { title: wantedTitle ?? '', body: '', tags: [], parentId: parentParam, summary: '' },
  );
  // The article as it is on the server (for a new one, the empty form): what the form is unsaved against.
  const [saved, setSaved] = useState<ArticleDraft | null>(form && draftOf(form, 0));
  // The version the text in the editor was written on: the server refuses a save on any other and it is merged.
  const [baseVersion, setBaseVersion] = useState(0);
  const [pages, setPages] = useState<ArticleSummary[]>([]);
  const [creating, setCreating] = useState(false);
  const [mergedWith, setMergedWith] = useState<TheirVersion | null>(null);
  const [olderBase, setOlderBase] = useState<number | null>(null);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const formRef = useRef(form);
  // What the save under way sent, and whether text typed meanwhile lacks a colleague's version merged into it.
  const sent = useRef<ArticleFields | null>(null);
  const behind = useRef(false);
  const members = useUnit($members);
  const articleId = article?.id ?? id;
  const draft = useArticleDraft(articleDraftKey(articleId ?? null, parentParam), saved);
  const dirty = form !== null && saved !== null && !sameContent(draftOf(form, 0), saved);
  useUnsavedChanges(dirty, { saveDraft: draft.flush });

  const setForm = (next: Form) => {
    formRef.current = next;
    setFormState(next);
  };
  const about = (their: TheirVersion) => ({
    name: members.find((member) => member.userId === their.updatedById)?.name ?? '—',
    version: their.version,
    date: formatDateTime(their.updatedAt),
  });
  const onSaved = (result: Article, merged: TheirVersion | null) => {
    const typed = formRef.current!;
    setSaved(draftOf(result, result.version));
    if (sameContent(draftOf(typed, 0), draftOf(result, 0))) {
      showToast({ message: merged ? t('conflict.mergedAndSaved', about(merged)) : t('editor.saved'), intent: 'success' });
      void draft.clear();
      setLeaveTo(articlePath(result.id));
      return;
    }
    // Typed while the save was on its way: it stays in the editor, unsaved, now on the saved version, unless a
    // colleague's edit saved with it is not in the editor — then the next save is refused and merged again.
    showToast({ message: t('draft.typedDuringSave'), intent: 'warning' });
    if (!article) void draft.clear();
    setArticle(result);
    if (!behind.current) setBaseVersion(result.version);
  };
  const updates = useMergingSave(articleId, {
    adopt(merged, version, their) {
      const typed = formRef.current!;
      const mine = sent.current!;
      const onTop = sameContent(draftOf(typed, 0), draftOf(mine, 0)) ? merged : mergedVersion(mergeVersions(mine, merged, typed));
      if (onTop) {
        setForm({ ...typed, title: onTop.title, body: onTop.body, tags: onTop.tags });
        setBaseVersion(version);
      } else {
        behind.current = true;
      }
      sent.current = merged;
      setMergedWith(their);
    },
    saved: onSaved,
  });

  useEffect(() => {
    if (!workspaceId) return;
    void loadMembersFx(workspaceId).catch(() => undefined);
    wikiApi.articles().then(setPages, toastFailure);
    if (id)
      wikiApi.article(id).then(
        (loaded) => {
          setArticle(loaded);
          setBaseVersion(loaded.version);
          setSaved(draftOf(loaded, loaded.version));
          setForm({ title: loaded.title, body: loaded.body, tags: loaded.tags, parentId: loaded.parentId, summary: '' });
        },
        (error) => toastFailure(error, 'article.loadFailed'),
      );
  }, [id, workspaceId]);

  // Kept only while it differs from the saved article, and never over a stored draft not read yet.
  const { ready: draftReady, keep: keepDraft } = draft;
  useEffect(() => {
    if (dirty && draftReady && form) keepDraft(draftOf(form, baseVersion));
  }, [dirty, draftReady, keepDraft, form, baseVersion]);

  // After the render that saw the work saved, so that leaving does not ask about it.
  useEffect(() => {
    if (leaveTo) navigate(leaveTo);
  }, [leaveTo]);

  if (!form) return <Spinner />;
  const change = (fields: Partial<Form>) => setForm({ ...formRef.current!, ...fields });
  const restore = (offered: ArticleDraft) => {
    draft.settle();
    setForm({ ...form, title: offered.title, body: offered.text, tags: offered.tags });
    if (!article) return;
    setBaseVersion(offered.baseVersion);
    setOlderBase(offered.baseVersion < article.version ? article.version : null);
  };
  const discard = () => {
    // What the person has typed since opening is theirs to keep; only the offered draft goes.
    void draft.clear().then(() => {
      if (dirty) draft.keep(draftOf(form, baseVersion));
    });
  };
  const save = (status: ArticleStatus) => {
    const fields = { title: form.title, body: form.body, tags: form.tags, parentId: form.parentId, summary: form.summary };
    sent.current = fields;
    behind.current = false;
    if (article) return updates.save(fields, baseVersion);
    setCreating(true);
    wikiApi
      .create({ ...fields, status })
      .then(
        (result) => onSaved(result, null),
        (error) => toastFailure(error, 'editor.saveFailed'),
      )
      .finally(() => setCreating(false));
  };
  const saving = creating || updates.saving;
  const otherPages = pages.filter((page) => page.id !== article?.id);

  return (
    <section className="wiki-edit">
      <h1 className="bp6-heading">{article ? t('editor.editTitle', { title: article.title }) : t('editor.newTitle')}</h1>
      {!config.enableMarkdown && <Callout intent="primary">{t('editor.plainText')}</Callout>}
      {draft.offer && <DraftOffer offer={draft.offer} onRestore={() => restore(draft.offer!.draft)} onDiscard={discard} />}
      {olderBase !== null && (
        <Callout intent="primary" role="status">
          {t('draft.olderBase', { version: olderBase })}
        </Callout>
      )}
      {mergedWith && (
        <Callout intent="success" role="status" title={t('conflict.mergedTitle')}>
          {t('conflict.merged', about(mergedWith))}
        </Callout>
      )}
      <FormGroup label={t('editor.title')} labelFor="wiki-title">
        <InputGroup
          id="wiki-title"
          value={form.title}
          placeholder={t('editor.titlePlaceholder')}
          onValueChange={(title) => change({ title })}
        />
      </FormGroup>
      <div className="wiki-edit__row">
        <FormGroup label={t('editor.parent')} labelFor="wiki-parent">
          <HTMLSelect id="wiki-parent" value={form.parentId ?? ''} onChange={(event) => change({ parentId: event.target.value || null })}>
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
        <TagInput
          inputProps={{ id: 'wiki-tags' }}
          values={form.tags}
          placeholder={t('editor.tagsPlaceholder')}
          onChange={(values) => change({ tags: values.map(String) })}
          addOnBlur
        />
      </FormGroup>
      <FormGroup label={t('editor.body')}>
        <MarkdownEditor
          value={form.body}
          onChange={(body) => change({ body })}
          markdown={config.enableMarkdown}
          plain={config.defaultEditor === 'plain'}
        />
      </FormGroup>
      {article && config.enableVersioning && (
        <FormGroup label={t('editor.summary')} labelFor="wiki-summary">
          <InputGroup
            id="wiki-summary"
            value={form.summary}
            placeholder={t('editor.summaryPlaceholder')}
            onValueChange={(summary) => change({ summary })}
          />
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
