import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { $isMobile, $sidebarCollapsed, viewportResized } from './layoutModel';
import { LayoutHotkeys } from './LayoutHotkeys';
import { MobileBottomBar } from './MobileBottomBar';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import './layout.css';

export function AppLayout({ children }: { children: ReactNode }) {
  const [isMobile, collapsed, resized] = useUnit([$isMobile, $sidebarCollapsed, viewportResized]);

  useEffect(() => {
    const onResize = () => resized(window.innerWidth);
    window.addEventListener('resize', onResize);
    onResize();
    return () => window.removeEventListener('resize', onResize);
  }, [resized]);

  const layoutClass = [
    'artel-layout',
    isMobile ? 'artel-layout--mobile' : '',
    !isMobile && collapsed ? 'artel-layout--collapsed' : '',
  ].join(' ');

  return (
    <div className={layoutClass}>
      <LayoutHotkeys />
      <TopBar />
      {!isMobile && <Sidebar />}
      <main id="artel-main" className="artel-main" tabIndex={-1}>
        {children}
      </main>
      {isMobile && <MobileBottomBar />}
    </div>
  );
}
