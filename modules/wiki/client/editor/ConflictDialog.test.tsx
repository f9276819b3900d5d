import { loadMembersFx } from '@artel/sdk';
import { sessionCleared } from '@artel/sdk/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConflictDetails } from '../api/wikiTypes';
import { mergeArticle } from '../merge/articleMerge';
import { OTHER, signedIn, WORKSPACE_ID } from '../testing/signedIn';
import { ConflictDialog } from './ConflictDialog';

// Signing in, loading the members and the merge view's chunk take a few seconds on a loaded machine.
jest.setTimeout(20_000);

let uninstall: () => void;

const base = {
  title: 'Отпуска',
  body: 'Заявление — за две недели.\n\nСогласует руководитель.\n\nОтпуск можно делить на части.\n\nКопию — в отдел кадров.',
  tags: [],
  version: 7,
};
const theirs: ConflictDetails['current'] = {
  ...base,
  body: 'Заявление — за три недели.\n\nСогласует руководитель отдела.\n\nОтпуск можно делить на части.\n\nКопию — в отдел кадров.',
  version: 8,
  updatedById: OTHER,
  updatedAt: '2026-11-25T10:30:00.000Z',
};
const mine = {
  title: 'Отпуска',
  body: 'Заявление — за месяц.\n\nОтпуск можно делить на части.\n\nКопию — в отдел кадров и бухгалтерию.',
  tags: [],
  parentId: null,
  summary: '',
};

async function open(details: ConflictDetails) {
  ({ uninstall } = await signedIn());
  await loadMembersFx(WORKSPACE_ID);
  const onSave = jest.fn();
  const onCancel = jest.fn();
  render(<ConflictDialog pending={{ details, merge: mergeArticle(details, mine), mine }} onSave={onSave} onCancel={onCancel} />);
  return { dialog: await screen.findByRole('dialog'), onSave, onCancel };
}

afterEach(() => {
  uninstall();
  sessionCleared();
});

it('shows each difference side by side, theirs named, in read-only editors the keyboard can reach', async () => {
  const { dialog } = await open({ current: theirs, base });
  const first = within(dialog).getByRole('region', { name: 'Расхождение 1 из 2' });
  const their = await within(first).findByRole('textbox', { name: 'Расхождение 1, вариант: Борис' });
  expect(their).toHaveTextContent('Заявление — за три недели.');
  expect(their).toHaveAttribute('aria-readonly', 'true');
  expect(within(first).getByRole('textbox', { name: 'Расхождение 1, ваш вариант' })).toHaveTextContent('Заявление — за месяц.');
  // Their edit of the last paragraph did not touch it, mine did: merged without asking, so not shown.
  expect(within(dialog).queryByText(/бухгалтерию/)).not.toBeInTheDocument();
});

it('is resolved with the keyboard alone: arrows pick a version, the last difference kept deleted as I chose', async () => {
  const { dialog, onSave } = await open({ current: theirs, base });
  const save = within(dialog).getByRole('button', { name: 'Сохранить' });
  const second = within(dialog).getByRole('region', { name: 'Расхождение 2 из 2' });
  expect(within(second).getByText('Ваш вариант — удалено')).toBeInTheDocument();

  within(within(dialog).getByRole('region', { name: 'Расхождение 1 из 2' }))
    .getByRole('radio', { name: 'Их вариант' })
    .focus();
  await userEvent.keyboard(' ');
  expect(save).toBeDisabled();
  within(second).getByRole('radio', { name: 'Их вариант' }).focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(within(second).getByRole('radio', { name: 'Мой вариант' })).toBeChecked();
  expect(within(dialog).getByRole('status')).toHaveTextContent('Решено 2 из 2');

  save.focus();
  await userEvent.keyboard('{Enter}');
  expect(onSave).toHaveBeenCalledWith({
    title: 'Отпуска',
    body: 'Заявление — за три недели.\n\nОтпуск можно делить на части.\n\nКопию — в отдел кадров и бухгалтерию.',
  });
});

it('says when the starting revision is gone, and goes back without saving on Escape', async () => {
  const { dialog, onCancel, onSave } = await open({ current: theirs, base: null });
  expect(dialog).toHaveTextContent('Версия, с которой вы начали, больше не хранится');
  within(dialog).getByRole('button', { name: 'Вернуться к редактированию' }).focus();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(onCancel).toHaveBeenCalled());
  expect(onSave).not.toHaveBeenCalled();
});
