import { act, fireEvent, screen } from '@testing-library/react';
import { assertLoadedModule } from './registry/moduleDefinition';
import { navigate } from '../router/router';
import type { ModuleDefinition } from '../types';
import { defineModule } from './defineModule';
import { registerRoutes } from './moduleRoutes';

const definition: ModuleDefinition = {
  id: 'demo',
  name: 'Demo',
  version: '1.0.0',
  path: '/modules/demo',
  installMethod: 'bundled',
};

function appProps(domElement: HTMLElement, extra: Record<string, unknown> = {}) {
  return { name: '@artel-module/demo', singleSpa: {}, mountParcel: jest.fn(), domElement, moduleId: 'demo', ...extra };
}

describe('defineModule', () => {
  let domElement: HTMLElement;
  let errorSpy: jest.SpyInstance;
  beforeEach(() => {
    domElement = document.body.appendChild(document.createElement('div'));
    errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    domElement.remove();
    errorSpy.mockRestore();
  });

  /** single-spa-react settles mount/unmount after React commits, so start them inside act and await after. */
  async function lifecycle(fn: unknown, props: unknown) {
    let settled: Promise<unknown> = Promise.resolve();
    await act(async () => {
      settled = (fn as (p: unknown) => Promise<unknown>)(props);
    });
    await settled;
  }

  async function mounted(bundle: ReturnType<typeof defineModule>, extra: Record<string, unknown> = {}) {
    const props = appProps(domElement, extra);
    await lifecycle(bundle.bootstrap, props);
    await lifecycle(bundle.mount, props);
    return () => lifecycle(bundle.unmount, props);
  }

  it('exports what the module loader accepts: definition, install and lifecycles', () => {
    const install = jest.fn();
    const bundle = defineModule({ definition, install });
    expect(assertLoadedModule('demo', bundle)).toBe(bundle);
    expect(bundle.install).toBe(install);
  });

  it("renders the module's routes by default, into the element it is given", async () => {
    const release = registerRoutes('demo', [{ path: 'hello', component: () => <h1>hello from demo</h1> }]);
    act(() => navigate('/modules/demo/hello'));
    const unmount = await mounted(defineModule({ definition, install: () => undefined }));
    expect(domElement.textContent).toContain('hello from demo');
    await unmount();
    expect(domElement.childNodes).toHaveLength(0);
    release();
    act(() => navigate('/'));
  });

  it('shows an error panel instead of a crashing module, reports it, and Retry remounts', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('first render fails');
      return <p>recovered</p>;
    }
    const reportError = jest.fn();
    const unmount = await mounted(defineModule({ definition, install: () => undefined, rootComponent: Flaky }), {
      reportError,
    });
    expect(screen.getByRole('alert').textContent).toContain('Модуль не загрузился');
    expect(reportError).toHaveBeenCalledWith(new Error('first render fails'));
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(domElement.textContent).toContain('recovered');
    expect(screen.queryByRole('alert')).toBeNull();
    await unmount();
  });
});
