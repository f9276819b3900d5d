import { act, fireEvent, render, screen } from '@testing-library/react';
import { $location, Link, matchPath, navigate, Redirect, useLocation, useSearchParam } from './router';

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.dispatchEvent(new PopStateEvent('popstate'));
});

describe('matchPath', () => {
  it('matches exactly and returns decoded params', () => {
    expect(matchPath('/workspaces/:id', '/workspaces/w%201')).toEqual({ id: 'w 1' });
    expect(matchPath('/workspaces/:id', '/workspaces/w1/')).toEqual({ id: 'w1' });
    expect(matchPath('/dashboard', '/dashboard')).toEqual({});
    expect(matchPath('/workspaces/:id', '/workspaces/w1/members')).toBeNull();
    expect(matchPath('/workspaces/:id', '/workspaces')).toBeNull();
    expect(matchPath('/modules/wiki/*', '/modules/wiki/article/7')).toEqual({ '*': 'article/7' });
  });
});

describe('navigate and $location', () => {
  it('pushes a history entry and updates the store', () => {
    const entries = window.history.length;
    navigate('/workspaces?tab=members#top');
    expect(window.location.pathname).toBe('/workspaces');
    expect(window.history.length).toBe(entries + 1);
    expect($location.getState()).toEqual({ pathname: '/workspaces', search: '?tab=members', hash: '#top' });
  });

  it('replaces the entry on request, and when going where we already are', () => {
    navigate('/a');
    const entries = window.history.length;
    navigate('/b', { replace: true });
    navigate('/b');
    expect(window.history.length).toBe(entries);
    expect($location.getState().pathname).toBe('/b');
  });

  it('follows URL changes made by the browser and by single-spa', () => {
    window.history.pushState(null, '', '/marketplace');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect($location.getState().pathname).toBe('/marketplace');

    window.history.pushState(null, '', '/modules/kanban/boards');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect($location.getState().pathname).toBe('/modules/kanban/boards');
  });
});

describe('router components', () => {
  function Where() {
    const { pathname } = useLocation();
    const tab = useSearchParam('tab');
    return <p>{`${pathname} ${tab ?? '-'}`}</p>;
  }

  it('re-renders hooks on navigation', () => {
    render(<Where />);
    expect(screen.getByRole('paragraph').textContent).toBe('/ -');
    act(() => navigate('/workspaces?tab=boards'));
    expect(screen.getByRole('paragraph').textContent).toBe('/workspaces boards');
  });

  it('navigates in place on a plain click of a Link', () => {
    render(<Link to="/profile">Профиль</Link>);
    const link = screen.getByRole('link', { name: 'Профиль' });
    expect(link.getAttribute('href')).toBe('/profile');
    act(() => {
      fireEvent.click(link, { button: 0 });
    });
    expect($location.getState().pathname).toBe('/profile');
  });

  it('leaves modified and middle clicks to the browser', () => {
    render(<Link to="/profile">Профиль</Link>);
    const link = screen.getByRole('link', { name: 'Профиль' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { button: 1 }]) {
      const notPrevented = fireEvent.click(link, { button: 0, ...init });
      expect(notPrevented).toBe(true);
    }
    expect($location.getState().pathname).toBe('/');
  });

  it('redirects on render without adding a history entry', () => {
    const entries = window.history.length;
    render(<Redirect to="/dashboard" />);
    expect($location.getState().pathname).toBe('/dashboard');
    expect(window.history.length).toBe(entries);
  });
});
