import { registerRoutes } from '../moduleRoutes';
import { lazyComponent } from '../lazyComponent';
import { registerModuleNavigationItem, removeModuleNavigationItems } from '../../navigation/navigationRegistry';
import type { ModuleDefinition } from '../../types';
import { preloadLandingPage, preloadModuleBundle } from './moduleArrival';

const definition = {
  id: 'notes',
  name: 'Notes',
  version: '1.0.0',
  path: '/modules/notes',
  navigationItem: { id: 'notes', path: 'list', title: 'Notes', icon: 'document' },
} as unknown as ModuleDefinition;

function lazyPage() {
  const load = jest.fn(async () => ({ Page: () => null }));
  return { load, component: lazyComponent(load, 'Page') };
}

describe('a module another member enabled, before anyone opens it', () => {
  afterEach(() => removeModuleNavigationItems('notes'));

  it('fetches the page its sidebar entry leads to as soon as the entry appears, and no other page', () => {
    const landing = lazyPage();
    const other = lazyPage();
    const unregister = registerRoutes('notes', [
      { path: '', component: other.component },
      { path: 'list', component: landing.component },
    ]);
    preloadLandingPage('notes');
    expect(landing.load).not.toHaveBeenCalled();
    registerModuleNavigationItem(definition);
    expect(landing.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
    unregister();
  });

  it('asks for a cross-origin bundle anonymously, as SystemJS will', () => {
    preloadModuleBundle('https://cdn.example.test/notes.js', undefined);
    const link = document.head.querySelector<HTMLLinkElement>('link[href="https://cdn.example.test/notes.js"]');
    expect(link?.crossOrigin).toBe('anonymous');
  });
});
