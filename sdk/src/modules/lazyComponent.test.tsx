import { act, render, screen } from '@testing-library/react';
import { Component, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { LazyComponentSlot, lazyComponent } from './lazyComponent';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>could not load</p> : this.props.children;
  }
}

/** As the module routes use it: its fallback while the chunk is on its way, the page once it is here. */
function Route({ page: Page }: { page: ReturnType<typeof lazyComponent<'Page', object>> }) {
  return (
    <LazyComponentSlot component={Page} fallback={<p>loading</p>}>
      <Page />
    </LazyComponentSlot>
  );
}

/** As a plain Suspense boundary renders it. */
const inSuspense = (Page: ReturnType<typeof lazyComponent<'Page', object>>) => (
  <Suspense fallback={<p>suspended</p>}>
    <Page />
  </Suspense>
);

describe('lazyComponent', () => {
  it('renders at once, without suspending, when its chunk has arrived before', async () => {
    const Page = lazyComponent(async () => ({ Page: () => <h1>page</h1> }), 'Page');
    await Page.preload();
    expect(Page.isLoaded()).toBe(true);
    render(inSuspense(Page));
    expect(screen.getByRole('heading').textContent).toBe('page');
  });

  it('keeps a page that first suspended mounted once its chunk arrives (its state survives re-renders)', async () => {
    let arrive: () => void = () => undefined;
    function Counter() {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{count}</button>;
    }
    const Page = lazyComponent(
      () => new Promise<{ Page: typeof Counter }>((resolve) => (arrive = () => resolve({ Page: Counter }))),
      'Page',
    );
    const { rerender } = render(inSuspense(Page));
    expect(screen.getByText('suspended')).toBeTruthy();
    await act(async () => arrive());
    act(() => screen.getByRole('button').click());
    rerender(inSuspense(Page));
    expect(screen.getByRole('button').textContent).toBe('1');
  });

  it('lets a route wait for the chunk without suspending, then shows the page', async () => {
    let arrive: () => void = () => undefined;
    const Page = lazyComponent(
      () => new Promise<{ Page: () => ReactElement }>((resolve) => (arrive = () => resolve({ Page: () => <h1>page</h1> }))),
      'Page',
    );
    render(<Route page={Page} />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByRole('heading').textContent).toBe('page');
  });

  it('hands a chunk that failed to the error boundary, and fetches it again on the next try', async () => {
    let attempts = 0;
    const Page = lazyComponent(async () => {
      attempts += 1;
      if (attempts < 3) throw new Error('chunk failed');
      return { Page: () => <h1>page</h1> };
    }, 'Page');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Route page={Page} />
      </Boundary>,
    );
    await act(async () => undefined);
    expect(screen.getByText('could not load')).toBeTruthy();
    expect(attempts).toBe(2);
    await Page.preload();
    expect(Page.isLoaded()).toBe(true);
  });
});
