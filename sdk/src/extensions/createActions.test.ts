import { $createActions, CREATE_ACTIONS_POINT, createActionPoint } from './createActions';
import { extensionPoint } from './extensionPoint';

describe('create actions («Добавить»)', () => {
  it('lists what modules offer by position, the unpositioned last, and forgets a module that goes away', () => {
    const register = (owner: string, id: string, position?: number) =>
      extensionPoint(CREATE_ACTIONS_POINT).register(owner, { id, title: `${owner}:${id}`, path: `/modules/${owner}/${id}`, position });
    register('wiki', 'wiki.article');
    register('kanban', 'kanban.board', 20);
    register('kanban', 'kanban.card', 10);
    expect($createActions.getState().map((action) => action.id)).toEqual(['kanban.card', 'kanban.board', 'wiki.article']);
    createActionPoint.removeOwner('kanban');
    expect($createActions.getState().map((action) => action.id)).toEqual(['wiki.article']);
    createActionPoint.removeOwner('wiki');
  });

  it('refuses an action that leads nowhere', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    createActionPoint.register('kanban', { id: 'kanban.card', title: 'kanban:newCard.action', path: 'cards/new' });
    expect($createActions.getState()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
