/**
 * /modules/wiki/trash — «Корзина»: deleted articles (each with the pages that went with it) for 30 days, then
 * purged; restore or «Удалить навсегда» (after a confirmation). Only those who may delete articles open it.
 */
import { Alert, Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { $currentWorkspaceId, $members, Link, loadMembersFx, navigate, showToast, useFormat, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { wikiApi } from '../api/wikiApi';
import type { TrashEntry } from '../api/wikiTypes';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { articlePath, homePath } from '../paths';

export function TrashPage() {
  const { t } = useTranslation(MODULE_ID);
  const format = useFormat();
  const [workspaceId, members] = useUnit([$currentWorkspaceId, $members]);
  const [trash, setTrash] = useState<{ days: number; entries: TrashEntry[] } | null>(null);
  const [erasing, setErasing] = useState<TrashEntry | null>(null);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    if (!workspaceId) return;
    void loadMembersFx(workspaceId).catch(() => undefined);
    wikiApi.trash().then(setTrash, toastFailure);
  }, [workspaceId, loads]);

  if (!trash) return <Spinner />;
  const reload = () => setLoads((count) => count + 1);
  const nameOf = (userId: string | null) => members.find((member) => member.userId === userId)?.name ?? '—';
  const date = (iso: string) => format.date(iso, 'long');
  const restore = (entry: TrashEntry) =>
    wikiApi.restoreFromTrash(entry.id).then(() => {
      showToast({
        message: t('trash.restored', { title: entry.title }),
        intent: 'success',
        action: { text: t('trash.open'), onClick: () => navigate(articlePath(entry.id)) },
      });
      reload();
    }, toastFailure);
  const erase = () => {
    if (!erasing) return;
    const entry = erasing;
    setErasing(null);
    wikiApi.deleteForever(entry.id).then(() => {
      showToast({ message: t('trash.erased', { title: entry.title }), intent: 'success' });
      reload();
    }, toastFailure);
  };

  return (
    <section className="wiki-trash">
      <header className="wiki-home__header">
        <h1 className="bp6-heading">{t('trash.title')}</h1>
        <Link to={homePath()}>{t('home.title')}</Link>
      </header>
      <p className="bp6-text-muted">{t('trash.kept', { count: trash.days })}</p>
      {trash.entries.length === 0 ? (
        <NonIdealState icon="trash" title={t('trash.empty')} />
      ) : (
        <HTMLTable compact striped className="wiki-trash__table">
          <thead>
            <tr>
              <th>{t('trash.article')}</th>
              <th>{t('trash.deleted')}</th>
              <th>{t('trash.purge')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {trash.entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <strong>{entry.title}</strong>
                  {entry.childCount > 0 && <div className="bp6-text-muted">{t('trash.withChildren', { count: entry.childCount })}</div>}
                </td>
                <td>{t('trash.deletedBy', { name: nameOf(entry.deletedById), date: date(entry.deletedAt) })}</td>
                <td>{date(entry.purgeAt)}</td>
                <td className="wiki-trash__actions">
                  <Button small icon="undo" onClick={() => restore(entry)} aria-label={t('trash.restoreNamed', { title: entry.title })}>
                    {t('trash.restore')}
                  </Button>{' '}
                  <Button small icon="delete" intent="danger" variant="minimal" onClick={() => setErasing(entry)}>
                    {t('trash.erase')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <Callout compact>{t('trash.hint')}</Callout>
      <Alert
        isOpen={erasing !== null}
        intent="danger"
        cancelButtonText={t('editor.cancel')}
        confirmButtonText={t('trash.erase')}
        onCancel={() => setErasing(null)}
        onConfirm={erase}
      >
        <p>
          <strong>{t('trash.eraseTitle', { title: erasing?.title ?? '' })}</strong>
        </p>
        <p>{t('trash.eraseBody')}</p>
      </Alert>
    </section>
  );
}
