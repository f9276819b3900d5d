import { PopoverNext } from '@blueprintjs/core';
import type { PopoverAnchor } from '../../layout/lazyPopover/LazyPopover';
import { SwitcherPanel } from './SwitcherPanel';

/** The workspace dropdown's popover (lazy, see WorkspaceSwitcher); its panel takes the focus itself. */
export function SwitcherPopover({ anchor }: { anchor: PopoverAnchor }) {
  return <PopoverNext {...anchor} content={<SwitcherPanel />} autoFocus={false} placement="bottom-start" />;
}
