import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { navigate } from '../router/router';
import { whenPageShown } from './landingPage';
import { lazyComponent } from './lazyComponent';
import { ModuleRoutes, registerRoutes } from './moduleRoutes';

describe('the landing page', () => {
  afterEach(() => {
    act(() => navigate('/'));
    jest.useRealTimers();
  });

  it('is shown once its lazy page has arrived and rendered, not while its chunk loads', async () => {
    let arrive: (chunk: { NotesPage: () => ReactElement }) => void = () => undefined;
    const chunk = new Promise<{ NotesPage: () => ReactElement }>((resolve) => {
      arrive = resolve;
    });
    const release = registerRoutes('notes', [{ path: '', component: lazyComponent(() => chunk, 'NotesPage') }]);
    act(() => navigate('/modules/notes'));
    const shown = jest.fn();
    void whenPageShown('notes', 60_000).then(shown);
    render(<ModuleRoutes moduleId="notes" />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(shown).not.toHaveBeenCalled();

    await act(async () => arrive({ NotesPage: () => <h1>notes</h1> }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(shown).toHaveBeenCalled();
    // A later wait for a page already shown ends at once.
    await expect(whenPageShown('notes', 60_000)).resolves.toBeUndefined();
    act(() => release());
  });

  it('stops holding the other modules back when the page never says it is shown', async () => {
    jest.useFakeTimers();
    const shown = jest.fn();
    void whenPageShown('silent', 2_000).then(shown);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(shown).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100);
    expect(shown).toHaveBeenCalled();
  });
});
