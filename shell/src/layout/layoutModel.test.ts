import { allSettled, fork } from 'effector';
import { $isMobile, $sidebarCollapsed, sidebarToggled, viewportResized } from './layoutModel';

describe('layout model', () => {
  it('auto-collapses the sidebar under 1024 px and restores the user choice above it', async () => {
    const scope = fork({ values: [[$sidebarCollapsed, false]] });
    await allSettled(viewportResized, { scope, params: 1280 });
    expect(scope.getState($sidebarCollapsed)).toBe(false);
    await allSettled(viewportResized, { scope, params: 1023 });
    expect(scope.getState($sidebarCollapsed)).toBe(true);
    await allSettled(viewportResized, { scope, params: 1400 });
    expect(scope.getState($sidebarCollapsed)).toBe(false);
  });

  it('toggles, and a choice made on a wide screen survives a narrow spell', async () => {
    const scope = fork({ values: [[$sidebarCollapsed, false]] });
    await allSettled(viewportResized, { scope, params: 1280 });
    await allSettled(sidebarToggled, { scope });
    expect(scope.getState($sidebarCollapsed)).toBe(true);
    await allSettled(viewportResized, { scope, params: 900 });
    await allSettled(sidebarToggled, { scope });
    expect(scope.getState($sidebarCollapsed)).toBe(false);
    await allSettled(viewportResized, { scope, params: 1300 });
    expect(scope.getState($sidebarCollapsed)).toBe(true);
  });

  it('is mobile under 768 px', async () => {
    const scope = fork();
    await allSettled(viewportResized, { scope, params: 767 });
    expect(scope.getState($isMobile)).toBe(true);
    await allSettled(viewportResized, { scope, params: 768 });
    expect(scope.getState($isMobile)).toBe(false);
  });
});
