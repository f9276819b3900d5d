import { useHotkeys } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { workspaceSwitcherHotkey } from '../workspaces/switcher/switcherHotkey';
import { $isMobile, $sidebarCollapsed, sidebarToggled, viewportResized } from './layoutModel';
import { MobileBottomBar } from './MobileBottomBar';
import { searchHotkey } from './searchFocus';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import './layout.css';

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [isMobile, collapsed, toggle, resized] = useUnit([$isMobile, $sidebarCollapsed, sidebarToggled, viewportResized]);

  useEffect(() => {
    const onResize = () => resized(window.innerWidth);
    window.addEventListener('resize', onResize);
    onResize();
    return () => window.removeEventListener('resize', onResize);
  }, [resized]);

  const hotkeys = useMemo(
    () => [
      {
        combo: 'mod+b',
        global: true,
        allowInInput: true,
        preventDefault: true,
        group: t('hotkeys.group'),
        label: t('hotkeys.toggleSidebar'),
        onKeyDown: () => toggle(),
      },
      workspaceSwitcherHotkey(t('hotkeys.group'), t('workspaces:switcher.hotkey')),
      searchHotkey(t('hotkeys.group'), t('hotkeys.focusSearch')),
    ],
    [t, toggle],
  );
  const { handleKeyDown, handleKeyUp } = useHotkeys(hotkeys);

  const layoutClass = [
    'artel-layout',
    isMobile ? 'artel-layout--mobile' : '',
    !isMobile && collapsed ? 'artel-layout--collapsed' : '',
  ].join(' ');

  return (
    <div className={layoutClass} onKeyDown={handleKeyDown} onKeyUp={handleKeyUp}>
      <TopBar />
      {!isMobile && <Sidebar />}
      <main id="artel-main" className="artel-main" tabIndex={-1}>
        {children}
      </main>
      {isMobile && <MobileBottomBar />}
    </div>
  );
}
