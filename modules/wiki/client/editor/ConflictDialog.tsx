/**
 * Someone saved the article while this person was editing it, and both changed the same place (what did not
 * overlap is merged already, merge/articleMerge). Each such place is shown side by side and resolved — their
 * version, this person's, or written by hand — before «Сохранить» can be pressed; the save then builds on their
 * version. «Назад» returns to the editor with this person's text as it was: its next save is refused again and
 * brings this dialog back, so nothing of theirs is ever overwritten without a choice.
 */
import { Button, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { $members, formatDateTime, lazyComponent, LazyComponentSlot, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { ArticleFields, ConflictDetails } from '../api/wikiTypes';
import type { ArticleMerge } from '../merge/articleMerge';
import { conflictsOf, joinParts } from '../merge/textMerge';
import { MODULE_ID } from '../moduleId';
import type { ChunkMergeViewProps } from './ChunkMergeView';
import { ConflictChoice, type Resolution } from './ConflictChoice';

const ChunkMergeView = lazyComponent<'ChunkMergeView', ChunkMergeViewProps>(
  () => import(/* webpackChunkName: "wiki-merge" */ './ChunkMergeView'),
  'ChunkMergeView',
);

export interface PendingConflict {
  details: ConflictDetails;
  merge: ArticleMerge;
  /** What this person tried to save. */
  mine: ArticleFields;
}

export interface ConflictDialogProps {
  pending: PendingConflict | null;
  onSave(resolved: { title: string; body: string }): void;
  onCancel(): void;
}

/** The lines chosen for a block; an empty text written by hand removes the block rather than leaving an empty line. */
function linesOf(resolution: Resolution, theirs: string[], mine: string[]): string[] {
  if (resolution.pick === 'theirs') return theirs;
  if (resolution.pick === 'mine') return mine;
  return resolution.own === '' ? [] : resolution.own.split('\n');
}

function Resolver({ pending, onSave, onCancel }: ConflictDialogProps & { pending: PendingConflict }) {
  const { t } = useTranslation(MODULE_ID);
  const members = useUnit($members);
  const { details, merge } = pending;
  const parts = conflictsOf(merge.body);
  const [title, setTitle] = useState<Resolution>({ pick: null, own: merge.title.kind === 'conflict' ? merge.title.mine : '' });
  const [resolutions, setResolutions] = useState<Resolution[]>(parts.map((part) => ({ pick: null, own: part.mine.join('\n') })));
  const name = members.find((member) => member.userId === details.current.updatedById)?.name ?? '—';
  const about = { name, version: details.current.version, date: formatDateTime(details.current.updatedAt) };
  const all = merge.title.kind === 'conflict' ? [title, ...resolutions] : resolutions;
  const done = all.filter((resolution) => resolution.pick !== null).length;
  const save = () => {
    const lines = parts.map((part, index) => linesOf(resolutions[index]!, part.theirs, part.mine));
    const chosenTitle =
      merge.title.kind === 'clean'
        ? merge.title.title
        : title.pick === 'theirs'
          ? merge.title.theirs
          : title.pick === 'mine'
            ? merge.title.mine
            : title.own;
    onSave({ title: chosenTitle, body: joinParts(merge.body, lines) });
  };

  return (
    <Dialog isOpen title={t('conflict.title')} onClose={onCancel} style={{ width: 'min(1100px, 96vw)' }}>
      <DialogBody>
        <p>{t(details.base ? 'conflict.description' : 'conflict.descriptionWithoutBase', about)}</p>
        <p role="status">{t('conflict.progress', { done, total: all.length })}</p>
        {merge.title.kind === 'conflict' && (
          <ConflictChoice
            heading={t('conflict.titleHeading')}
            multiline={false}
            ownLabel={t('conflict.ownTitle')}
            resolution={title}
            onChange={setTitle}
            comparison={
              <dl className="wiki-conflict__titles">
                <dt>{t('conflict.theirs', { name })}</dt>
                <dd>{merge.title.theirs}</dd>
                <dt>{t('conflict.mine')}</dt>
                <dd>{merge.title.mine}</dd>
              </dl>
            }
          />
        )}
        {parts.map((part, index) => {
          const number = index + 1;
          const labels = {
            theirsLabel: t('conflict.theirsPart', { name, number }),
            mineLabel: t('conflict.minePart', { number }),
          };
          return (
            <ConflictChoice
              key={index}
              heading={t('conflict.partHeading', { number, total: parts.length })}
              multiline
              ownLabel={t('conflict.ownPart', { number })}
              resolution={resolutions[index]!}
              onChange={(next) => setResolutions((current) => current.map((resolution, at) => (at === index ? next : resolution)))}
              comparison={
                <>
                  <div className="wiki-conflict__sides" aria-hidden>
                    <span>{part.theirs.length ? t('conflict.theirs', { name }) : t('conflict.theirsDeleted', { name })}</span>
                    <span>{part.mine.length ? t('conflict.mine') : t('conflict.mineDeleted')}</span>
                  </div>
                  <LazyComponentSlot component={ChunkMergeView} fallback={<Spinner size={20} aria-label={t('conflict.loadingView')} />}>
                    <ChunkMergeView theirs={part.theirs.join('\n')} mine={part.mine.join('\n')} {...labels} />
                  </LazyComponentSlot>
                </>
              }
            />
          );
        })}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onCancel}>{t('conflict.back')}</Button>
            <Button intent="primary" disabled={done < all.length} onClick={save}>
              {t('conflict.save')}
            </Button>
          </>
        }
      >
        <span className="bp6-text-muted">{t('conflict.backHint')}</span>
      </DialogFooter>
    </Dialog>
  );
}

export function ConflictDialog(props: ConflictDialogProps) {
  // A newer refusal starts the choices afresh: its conflicts are not the previous ones.
  return props.pending ? <Resolver key={props.pending.details.current.version} {...props} pending={props.pending} /> : null;
}
