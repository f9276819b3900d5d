import { createEvent, createStore, sample } from 'effector';

/** SPEC §9: mobile under 768 px; the sidebar collapses under 1024 px. */
export const MOBILE_BREAKPOINT = 768;
export const SIDEBAR_COLLAPSE_BREAKPOINT = 1024;
const PREFERENCE_KEY = 'artel.sidebarCollapsed';

function readPreference(): boolean {
  try {
    return localStorage.getItem(PREFERENCE_KEY) === 'true';
  } catch {
    return false;
  }
}

export const viewportResized = createEvent<number>();
export const sidebarToggled = createEvent();

export const $viewportWidth = createStore(typeof window === 'undefined' ? 1280 : window.innerWidth).on(
  viewportResized,
  (_, width) => width,
);
export const $isMobile = $viewportWidth.map((width) => width < MOBILE_BREAKPOINT);
const $isNarrow = $viewportWidth.map((width) => width < SIDEBAR_COLLAPSE_BREAKPOINT);

/** What the user chose on a wide screen; a narrow screen collapses without forgetting it. */
const $preferCollapsed = createStore(readPreference());

export const $sidebarCollapsed = createStore($isNarrow.getState() || $preferCollapsed.getState());

sample({
  clock: sidebarToggled,
  source: $sidebarCollapsed,
  fn: (collapsed) => !collapsed,
  target: $sidebarCollapsed,
});

sample({
  clock: sidebarToggled,
  source: { collapsed: $sidebarCollapsed, narrow: $isNarrow },
  filter: ({ narrow }) => !narrow,
  fn: ({ collapsed }) => collapsed,
  target: $preferCollapsed,
});

sample({
  clock: $isNarrow.updates,
  source: $preferCollapsed,
  fn: (preferCollapsed, narrow) => narrow || preferCollapsed,
  target: $sidebarCollapsed,
});

$preferCollapsed.watch((value) => {
  try {
    localStorage.setItem(PREFERENCE_KEY, String(value));
  } catch {
    /* storage may be unavailable (private mode); the preference then lasts for the page only */
  }
});
