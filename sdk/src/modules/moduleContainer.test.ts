import { getModuleContainer, moduleIdFromPath, releaseModuleContainer } from './moduleContainer';

describe('module containers', () => {
  afterEach(() => releaseModuleContainer('kanban'));

  it('gives each module one stable, detached element marked with its id', () => {
    const first = getModuleContainer('kanban');
    expect(first.isConnected).toBe(false);
    expect(first.dataset.moduleContainer).toBe('kanban');
    expect(getModuleContainer('kanban')).toBe(first);
    expect(getModuleContainer('wiki')).not.toBe(first);
    releaseModuleContainer('wiki');
  });

  it('takes a released element out of the page and makes a new one next time', () => {
    const first = getModuleContainer('kanban');
    document.body.appendChild(first);
    releaseModuleContainer('kanban');
    expect(first.isConnected).toBe(false);
    expect(getModuleContainer('kanban')).not.toBe(first);
  });

  it.each([
    ['/modules/kanban', 'kanban'],
    ['/modules/kanban/boards/1', 'kanban'],
    ['/modules/', null],
    ['/dashboard', null],
    ['/modulesx/kanban', null],
  ])('finds the module of %s', (path, id) => {
    expect(moduleIdFromPath(path)).toBe(id);
  });
});
