import { Button } from '@blueprintjs/core';
import { navigate, useTranslation } from '@artel/sdk';
import { $location } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { HOME_PATH } from '../routing/authRedirect';
import { LazyPopover } from './lazyPopover/LazyPopover';
import type { Sheet } from './MobileSheet';
import { isActivePath } from './navigationAccess';

const AddMenuPopover = lazy(() =>
  import(/* webpackChunkName: "layout-popovers" */ './AddMenuPopover').then((module) => ({ default: module.AddMenuPopover })),
);
const MobileSheet = lazy(() =>
  import(/* webpackChunkName: "layout-popovers" */ './MobileSheet').then((module) => ({ default: module.MobileSheet })),
);

/**
 * SPEC §2: under 768 px the sidebar gives way to Home, Workspace, Add, Modules, More. Add offers what the
 * modules create (a card, a board) and a workspace; More holds the notifications among the rest. The menus
 * and sheets are a lazy chunk, fetched when a finger or the focus reaches the bar; a tap that comes first
 * opens its sheet as soon as the chunk has arrived.
 */
export function MobileBottomBar() {
  const { t } = useTranslation('shell');
  const location = useUnit($location);
  const [sheet, setSheet] = useState<Sheet>(null);
  const [sheetWanted, setSheetWanted] = useState(false);
  if (sheet !== null && !sheetWanted) setSheetWanted(true);

  const go = (path: string) => {
    setSheet(null);
    navigate(path);
  };
  const wantSheet = () => setSheetWanted(true);
  const tab = (label: string, icon: string, onClick: () => void, active = false) => (
    <Button
      variant="minimal"
      className="artel-mobilebar__tab"
      icon={icon as never}
      text={label}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    />
  );

  return (
    <>
      <nav
        className="artel-mobilebar"
        aria-label={t('mobileBar.label')}
        onPointerEnter={wantSheet}
        onPointerDownCapture={wantSheet}
        onFocusCapture={wantSheet}
      >
        {tab(t('mobileBar.home'), 'home', () => go(HOME_PATH), isActivePath(HOME_PATH, location.pathname))}
        {tab(t('mobileBar.workspace'), 'office', () => go('/workspaces'), isActivePath('/workspaces', location.pathname))}
        <LazyPopover renderPopover={(anchor) => <AddMenuPopover anchor={anchor} go={go} />}>
          <Button variant="minimal" className="artel-mobilebar__tab" icon="plus" text={t('mobileBar.add')} />
        </LazyPopover>
        {tab(t('mobileBar.modules'), 'cube', () => setSheet('modules'))}
        {tab(t('mobileBar.more'), 'more', () => setSheet('more'))}
      </nav>
      {sheetWanted && (
        <Suspense fallback={null}>
          <MobileSheet sheet={sheet} onClose={() => setSheet(null)} go={go} />
        </Suspense>
      )}
    </>
  );
}
