import { $widgets, registerWidget, removeModuleWidgets } from './widgetRegistry';

const Component = () => null;

afterEach(() => {
  removeModuleWidgets('notes');
  removeModuleWidgets('wiki');
});

describe('widget registry', () => {
  it('keys a widget by its module, and a second registration of the same id replaces the first', () => {
    registerWidget('notes', { id: 'recent', title: 'Recent', component: Component, defaultSize: { w: 2, h: 2 } });
    registerWidget('notes', { id: 'recent', title: 'Latest', component: Component });
    expect($widgets.getState()).toEqual([expect.objectContaining({ key: 'notes.recent', moduleId: 'notes', title: 'Latest' })]);
  });

  it('skips a widget without an id or a title, says why, and leaves the others alone', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    registerWidget('notes', { id: 'recent', title: 'Recent', component: Component });
    const cleanup = registerWidget('notes', { id: '', title: 'x', component: Component });
    expect(error).toHaveBeenCalledWith(
      "Extension point 'platform.dashboard-widgets' skipped an entry of 'notes': Invalid widget: missing required fields",
      expect.objectContaining({ title: 'x' }),
    );
    cleanup();
    expect($widgets.getState().map((widget) => widget.key)).toEqual(['notes.recent']);
    error.mockRestore();
  });

  it('removes one registration with its cleanup, and every widget of a module when it is disabled', () => {
    const cleanup = registerWidget('notes', { id: 'recent', title: 'Recent', component: Component });
    registerWidget('notes', { id: 'tags', title: 'Tags', component: Component });
    registerWidget('wiki', { id: 'tags', title: 'Tags', component: Component });
    cleanup();
    expect($widgets.getState().map((widget) => widget.key)).toEqual(['notes.tags', 'wiki.tags']);
    removeModuleWidgets('notes');
    expect($widgets.getState().map((widget) => widget.key)).toEqual(['wiki.tags']);
  });
});
