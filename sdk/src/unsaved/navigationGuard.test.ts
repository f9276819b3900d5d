import { navigate } from '../router/router';
import { $leaveRequest, installNavigationGuard, leavePage, stayOnPage } from './navigationGuard';
import { hasUnsavedWork, registerUnsavedWork, saveUnsavedWork } from './unsavedWork';

describe('the unsaved-changes guard', () => {
  let dirty = true;
  let unregister: () => void = () => {};

  beforeEach(() => {
    installNavigationGuard();
    window.history.replaceState(null, '', '/modules/wiki/articles/1/edit');
    dirty = true;
    unregister = registerUnsavedWork({ owner: 'wiki', isDirty: () => dirty });
  });
  afterEach(() => {
    unregister();
    stayOnPage();
  });

  it('keeps the page and asks when a link would drop typed work', () => {
    navigate('/dashboard');
    expect(window.location.pathname).toBe('/modules/wiki/articles/1/edit');
    expect($leaveRequest.getState()).toEqual({ to: '/dashboard', replace: false });
  });

  it('stays when the person chooses to stay, and leaves when they choose to leave', () => {
    navigate('/dashboard');
    stayOnPage();
    expect($leaveRequest.getState()).toBeNull();
    expect(window.location.pathname).toBe('/modules/wiki/articles/1/edit');
    navigate('/dashboard');
    leavePage();
    expect(window.location.pathname).toBe('/dashboard');
    expect($leaveRequest.getState()).toBeNull();
  });

  it('lets clean pages, and a query change on the same page, go without a question', () => {
    navigate('/modules/wiki/articles/1/edit?panel=history');
    expect(window.location.search).toBe('?panel=history');
    dirty = false;
    navigate('/dashboard');
    expect(window.location.pathname).toBe('/dashboard');
    expect($leaveRequest.getState()).toBeNull();
  });

  it('cancels a history change that single-spa announces (Back) and asks', () => {
    const cancelNavigation = jest.fn();
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: { oldUrl: window.location.href, newUrl: `${window.location.origin}/workspaces`, cancelNavigation },
      }),
    );
    expect(cancelNavigation).toHaveBeenCalledWith(true);
    expect($leaveRequest.getState()?.to).toBe('/workspaces');
  });

  it('asks on Back to a URL the page once wrote into its own address while clean', () => {
    dirty = false;
    navigate('/modules/wiki/articles/1/edit', { replace: true });
    dirty = true;
    const cancelNavigation = jest.fn();
    window.dispatchEvent(
      new CustomEvent('single-spa:before-routing-event', {
        detail: {
          oldUrl: `${window.location.origin}/modules/wiki/articles/2/edit`,
          newUrl: `${window.location.origin}/modules/wiki/articles/1/edit`,
          cancelNavigation,
        },
      }),
    );
    expect(cancelNavigation).toHaveBeenCalledWith(true);
  });

  it('asks the browser before the tab closes and keeps drafts first', () => {
    const saveDraft = jest.fn();
    const remove = registerUnsavedWork({ owner: 'kanban', isDirty: () => true, saveDraft });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(saveDraft).toHaveBeenCalled();
    remove();
  });

  it('saves an owner’s work as drafts and counts what could not be kept', async () => {
    const saveDraft = jest.fn().mockResolvedValue(undefined);
    const remove = registerUnsavedWork({ owner: 'kanban', isDirty: () => true, saveDraft });
    expect(hasUnsavedWork('kanban')).toBe(true);
    expect(await saveUnsavedWork('kanban')).toEqual({ saved: 1, unsaved: 0 });
    expect(await saveUnsavedWork('wiki')).toEqual({ saved: 0, unsaved: 1 });
    remove();
    expect(hasUnsavedWork('kanban')).toBe(false);
  });
});
