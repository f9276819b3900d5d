import { Classes, Icon, type IconName } from '@blueprintjs/core';
import { Link } from '@artel/sdk';

/** A real link (new tab, copy address) that looks like a Blueprint button. */
export function LinkButton({ to, icon, text }: { to: string; icon: IconName; text: string }) {
  return (
    <Link to={to} className={Classes.BUTTON}>
      <Icon icon={icon} aria-hidden />
      <span className={Classes.BUTTON_TEXT}>{text}</span>
    </Link>
  );
}
