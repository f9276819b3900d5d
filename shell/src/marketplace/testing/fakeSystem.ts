/**
 * The page's SystemJS as the platform module loader sees it, in memory: a test decides what each module
 * import gives (a bundle, a failure), so enabling, failing and retrying run through the real loader.
 */
import { defineModule, type ModuleDefinition } from '@artel/sdk';
import { registerRoutes } from '@artel/sdk/host';
import { createElement } from 'react';

export interface FakeSystem {
  serve(moduleId: string, answer: () => Promise<unknown>): void;
  imports: string[];
}

export function installFakeSystem(): FakeSystem {
  const answers = new Map<string, () => Promise<unknown>>();
  const imports: string[] = [];
  (window as unknown as { System: unknown }).System = {
    import: (name: string) => {
      // The loader makes sure Blueprint is whole before a module runs; Jest's Blueprint is never split.
      if (name === '@blueprintjs/core') return Promise.resolve({});
      imports.push(name);
      return (answers.get(name) ?? (() => Promise.reject(new Error(`Error loading ${name}`))))();
    },
    addImportMap: () => undefined,
    resolve: (name: string) => name,
    delete: () => true,
  };
  return {
    imports,
    serve: (moduleId, answer) => answers.set(`@artel-module/${moduleId}`, answer),
  };
}

/** A working module bundle whose page is a heading. */
export function headingModule(definition: ModuleDefinition, heading: string) {
  return defineModule({
    definition,
    install: () => registerRoutes(definition.id, [{ path: '', component: () => createElement('h1', null, heading) }]),
  });
}
