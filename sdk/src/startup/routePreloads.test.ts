import type { ModuleDefinition } from '../types';
import { routePreloadRequests } from './routePreloads';

const kanban: ModuleDefinition = {
  id: 'kanban',
  name: 'Kanban',
  version: '1.0.0',
  path: '/modules/kanban',
  preloads: [
    { route: 'boards/:id', requests: ['boards/:id'] },
    { route: 'boards/:id/cards/:card', requests: ['cards/:card', 'boards/:id'] },
  ],
};

describe('route preloads', () => {
  it("names the requests of the page at the pathname, under the module's own API", () => {
    expect(routePreloadRequests(kanban, '/modules/kanban/boards/b-1')).toEqual(['/modules/kanban/boards/b-1']);
    expect(routePreloadRequests(kanban, '/modules/kanban/boards/b-1/cards/c 2')).toEqual([
      '/modules/kanban/cards/c%202',
      '/modules/kanban/boards/b-1',
    ]);
  });

  it('names nothing for another page, another module or a module without preloads', () => {
    expect(routePreloadRequests(kanban, '/modules/kanban/boards')).toEqual([]);
    expect(routePreloadRequests(kanban, '/modules/kanbanx/boards/b-1')).toEqual([]);
    expect(routePreloadRequests({ ...kanban, preloads: undefined }, '/modules/kanban/boards/b-1')).toEqual([]);
  });

  it('never lets a dot segment climb out of the module', () => {
    expect(routePreloadRequests(kanban, '/modules/kanban/boards/..')).toEqual([]);
    expect(routePreloadRequests(kanban, '/modules/kanban/boards/%2E%2E')).toEqual([]);
  });
});
