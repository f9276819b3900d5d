import { PopoverNext } from '@blueprintjs/core';
import type { PopoverAnchor } from '../layout/lazyPopover/LazyPopover';
import { NotificationPanel } from './NotificationPanel';

/** The bell's dropdown (lazy, see NotificationBell); following a notification closes it. */
export function NotificationPopover({ anchor }: { anchor: PopoverAnchor }) {
  return (
    <PopoverNext
      {...anchor}
      placement="bottom-end"
      popoverClassName="artel-notification-popover"
      content={<NotificationPanel onNavigate={() => anchor.onInteraction(false)} />}
    />
  );
}
