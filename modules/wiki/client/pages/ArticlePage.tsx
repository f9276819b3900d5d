/**
 * /modules/wiki/article/:id — the article: its path, text, tags, child pages and the articles that mention it
 * ('Упоминается в'); edit, publish, delete (to the trash, with undo) and the revision history (?history=open,
 * or ?compare=3..5 for a comparison) for those allowed.
 */
import { Alert, Breadcrumbs, Button, Callout, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import {
  $currentWorkspaceId,
  $members,
  formatDateTime,
  Link,
  loadMembersFx,
  navigate,
  showToast,
  useRouteParams,
  useSearchParam,
  useTranslation,
} from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import { wikiApi } from '../api/wikiApi';
import type { Article } from '../api/wikiTypes';
import { ArticleActions, type ArticleAction } from '../article/ArticleActions';
import { MarkdownView } from '../article/MarkdownView';
import { RevisionsPanel } from '../article/RevisionsPanel';
import { useArticleChanges } from '../live/useArticleChanges';
import { isNotFound, toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { articlePath, editArticlePath, historyPath, homePath, newArticlePath } from '../paths';
import { wikiPermissions } from '../wikiPermissions';
import { useWikiConfig } from '../wikiConfig';

export function ArticlePage() {
  const { t } = useTranslation(MODULE_ID);
  const { id = '' } = useRouteParams<{ id: string }>();
  const history = useSearchParam('history');
  /** ?compare=3..5: a linkable comparison of two revisions, with the history open. */
  const compare = useSearchParam('compare');
  const [workspaceId, members] = useUnit([$currentWorkspaceId, $members]);
  const config = useWikiConfig();
  const can = wikiPermissions.useCan();
  const [article, setArticle] = useState<Article | null>(null);
  const [missing, setMissing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [loads, setLoads] = useState(0);
  const [change, forgetChange] = useArticleChanges(id);

  useEffect(() => setArticle(null), [id]);

  useEffect(() => {
    if (!workspaceId) return;
    setMissing(false);
    void loadMembersFx(workspaceId).catch(() => undefined);
    wikiApi.article(id).then(setArticle, (error) => (isNotFound(error) ? setMissing(true) : toastFailure(error, 'article.loadFailed')));
  }, [id, workspaceId, loads]);

  const articleIds = useMemo(
    () => new Map((article?.links ?? []).flatMap((link) => (link.articleId ? [[link.key, link.articleId] as [string, string]] : []))),
    [article],
  );

  if (missing)
    return <NonIdealState icon="document" title={t('article.notFound')} action={<Link to={homePath()}>{t('home.title')}</Link>} />;
  if (!article) return <Spinner />;

  const nameOf = (userId: string | null) => members.find((member) => member.userId === userId)?.name ?? '—';
  const showLatest = () => {
    forgetChange();
    setLoads((count) => count + 1);
  };
  const changeText =
    change &&
    (change.action === 'deleted'
      ? t('article.deletedByOther')
      : change.action === 'published'
        ? t('article.publishedByOther', { name: nameOf(change.by) })
        : t('article.changedByOther', { name: nameOf(change.by) }));
  const setStatus = (publish: boolean) =>
    (publish ? wikiApi.publish(article.id) : wikiApi.unpublish(article.id)).then((saved) => {
      setArticle(saved);
      showToast({ message: t(publish ? 'article.publishedToast' : 'article.unpublishedToast'), intent: 'success' });
    }, toastFailure);
  const historyOpen = history !== null || compare !== null;
  /** To the trash; the toast's «Отменить» brings it (and its pages) straight back. */
  const remove = () =>
    wikiApi.remove(article.id).then(() => {
      const restore = () =>
        wikiApi.restoreFromTrash(article.id).then(() => {
          showToast({ message: t('trash.restored', { title: article.title }), intent: 'success' });
          navigate(articlePath(article.id));
        }, toastFailure);
      showToast({
        message: t('article.deleted', { title: article.title }),
        intent: 'success',
        timeout: 10_000,
        action: { text: t('article.undo'), onClick: restore },
      });
      navigate(homePath());
    }, toastFailure);
  const actions: ArticleAction[] = [
    ...(can('wiki.edit')
      ? [{ id: 'edit', icon: 'edit' as const, text: t('article.edit'), onClick: () => navigate(editArticlePath(article.id)) }]
      : []),
    ...(can('wiki.publish')
      ? [
          article.status === 'draft'
            ? {
                id: 'publish',
                icon: 'upload' as const,
                intent: 'primary' as const,
                text: t('article.publish'),
                onClick: () => setStatus(true),
              }
            : { id: 'unpublish', icon: 'disable' as const, text: t('article.unpublish'), onClick: () => setStatus(false) },
        ]
      : []),
    ...(config.enableVersioning
      ? [
          {
            id: 'history',
            icon: 'history' as const,
            text: t('article.history'),
            active: historyOpen,
            onClick: () => navigate(historyOpen ? articlePath(article.id) : historyPath(article.id)),
          },
        ]
      : []),
    ...(can('wiki.create')
      ? [
          {
            id: 'addChild',
            icon: 'add' as const,
            text: t('article.addChild'),
            onClick: () => navigate(newArticlePath({ parentId: article.id })),
          },
        ]
      : []),
    ...(can('wiki.delete')
      ? [{ id: 'delete', icon: 'trash' as const, intent: 'danger' as const, text: t('article.delete'), onClick: () => setDeleting(true) }]
      : []),
  ];

  return (
    <article className="wiki-article">
      <Breadcrumbs
        overflowListProps={{ navigationAriaLabel: t('article.breadcrumbs') }}
        overflowButtonProps={{ 'aria-label': t('article.hiddenPath') }}
        items={[
          { text: t('home.title'), href: homePath(), onClick: (event) => (event.preventDefault(), navigate(homePath())) },
          ...article.ancestors.map((ancestor) => ({
            text: ancestor.title,
            href: articlePath(ancestor.id),
            onClick: (event: React.MouseEvent) => (event.preventDefault(), navigate(articlePath(ancestor.id))),
          })),
          { text: article.title, current: true },
        ]}
      />
      <header className="wiki-article__header">
        <h1 className="bp6-heading">{article.title}</h1>
        {article.status === 'draft' && <Tag intent="warning">{t('article.draft')}</Tag>}
        <ArticleActions actions={actions} />
      </header>
      {changeText && (
        <Callout intent="primary" className="wiki-article__changed">
          {changeText}{' '}
          {change?.action !== 'deleted' && (
            <Button small onClick={showLatest}>
              {t('article.showLatest')}
            </Button>
          )}
        </Callout>
      )}
      <p className="bp6-text-muted">
        {t('article.updated', { date: formatDateTime(article.updatedAt), name: nameOf(article.updatedById) })}
      </p>
      {article.tags.length > 0 && (
        <p className="wiki-article__tags">
          {article.tags.map((tag) => (
            <Tag key={tag} minimal interactive onClick={() => navigate(homePath(tag))}>
              {tag}
            </Tag>
          ))}
        </p>
      )}
      {historyOpen && config.enableVersioning ? (
        <RevisionsPanel
          article={article}
          canEdit={can('wiki.edit')}
          compare={compare}
          onRestored={(saved) => (setArticle(saved), navigate(articlePath(saved.id)))}
        />
      ) : (
        <MarkdownView source={article.body} articleIds={articleIds} markdown={config.enableMarkdown} />
      )}
      {article.children.length > 0 && (
        <section className="wiki-article__children">
          <h2 className="bp6-heading">{t('article.children')}</h2>
          <ul>
            {article.children.map((child) => (
              <li key={child.id}>
                <Link to={articlePath(child.id)}>{child.title}</Link>
                {child.status === 'draft' && (
                  <Tag minimal intent="warning">
                    {t('article.draft')}
                  </Tag>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="wiki-article__backlinks" aria-label={t('article.backlinks')}>
        <h2 className="bp6-heading">{t('article.backlinks')}</h2>
        {article.backlinks.length === 0 ? (
          <Callout compact>{t('article.noBacklinks')}</Callout>
        ) : (
          <ul>
            {article.backlinks.map((source) => (
              <li key={source.id}>
                <Link to={articlePath(source.id)}>{source.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Alert
        isOpen={deleting}
        intent="danger"
        cancelButtonText={t('editor.cancel')}
        confirmButtonText={t('article.delete')}
        onCancel={() => setDeleting(false)}
        onConfirm={remove}
      >
        <p>
          <strong>{t('article.deleteTitle', { title: article.title })}</strong>
        </p>
        <p>{t('article.deleteBody')}</p>
      </Alert>
    </article>
  );
}
