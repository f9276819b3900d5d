import type { ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { navigate } from '../router/router';
import { lazyComponent } from './lazyComponent';
import { $moduleRoutes, matchModuleRoute, ModuleRoutes, registerRoutes, useRouteParams } from './moduleRoutes';

function BoardList() {
  return <h1>boards</h1>;
}
function Board() {
  const { id } = useRouteParams<{ id: string }>();
  return <h1>board {id}</h1>;
}
function Home() {
  return <h1>home</h1>;
}

describe('module routes', () => {
  let release: () => void;
  beforeEach(() => {
    release = registerRoutes('kanban', [
      { path: 'boards', component: BoardList, title: 'Boards' },
      { path: 'boards/:id', component: Board },
      { path: '', component: Home },
    ]);
  });
  afterEach(() => {
    act(() => release());
    act(() => navigate('/'));
  });

  it.each([
    ['/modules/kanban', 'home'],
    ['/modules/kanban/', 'home'],
    ['/modules/kanban/boards', 'boards'],
    ['/modules/kanban/boards/42', 'board 42'],
  ])('renders the route matching %s', (path, heading) => {
    act(() => navigate(path));
    render(<ModuleRoutes moduleId="kanban" />);
    expect(screen.getByRole('heading').textContent).toBe(heading);
  });

  it('follows the location as it changes', () => {
    act(() => navigate('/modules/kanban/boards/1'));
    render(<ModuleRoutes moduleId="kanban" />);
    act(() => navigate('/modules/kanban/boards/2'));
    expect(screen.getByRole('heading').textContent).toBe('board 2');
  });

  it('shows a page declared with lazyComponent once its chunk has arrived, a loading text until then', async () => {
    let arrive: (chunk: { CalendarPage: () => ReactElement }) => void = () => undefined;
    const chunk = new Promise<{ CalendarPage: () => ReactElement }>((resolve) => {
      arrive = resolve;
    });
    const releaseLazy = registerRoutes('kanban', [{ path: 'calendar', component: lazyComponent(() => chunk, 'CalendarPage') }]);
    act(() => navigate('/modules/kanban/calendar'));
    render(<ModuleRoutes moduleId="kanban" />);
    expect(screen.getByRole('status').textContent).toBe('Загружаем страницу…');
    await act(async () => arrive({ CalendarPage: () => <h1>calendar</h1> }));
    expect(screen.getByRole('heading').textContent).toBe('calendar');
    act(() => releaseLazy());
  });

  it('shows a translated not-found text for an unknown module page', async () => {
    act(() => navigate('/modules/kanban/nowhere'));
    render(<ModuleRoutes moduleId="kanban" />);
    expect(screen.getByText('Страница модуля не найдена').isConnected).toBe(true);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Module page not found').isConnected).toBe(true);
    await act(() => i18n.changeLanguage('ru'));
  });

  it('matches only inside its own module and removes exactly the released routes', () => {
    expect(matchModuleRoute('kanban', '/modules/wiki/boards')).toBeNull();
    expect(matchModuleRoute('kanban', '/modules/kanban/boards/7')?.params).toEqual({ id: '7' });
    const releaseExtra = registerRoutes('kanban', [{ path: 'calendar', component: Home }]);
    releaseExtra();
    expect($moduleRoutes.getState().kanban?.map((route) => route.path)).toEqual(['boards', 'boards/:id', '']);
  });
});
