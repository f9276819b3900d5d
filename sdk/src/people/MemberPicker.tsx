/**
 * The one way a module lets someone choose workspace members (a partner's responsible, a card's assignees, a
 * filter by person): type part of a name or an e-mail to narrow the list, arrows choose, Enter picks, Esc closes,
 * each person with their avatar. One member by default; with `multiple`, several, shown as removable tags. It lives
 * in a lazy chunk of the SDK (lazyMemberPicker.tsx wraps it): the popover and the menu it opens are outside the
 * Blueprint names of the first paint.
 */
import type { MemberPickerProps } from './memberPickerProps';
import { MultipleMemberPicker } from './MultipleMemberPicker';
import { SingleMemberPicker } from './SingleMemberPicker';

export function MemberPicker(props: MemberPickerProps) {
  return props.multiple ? <MultipleMemberPicker {...props} /> : <SingleMemberPicker {...props} />;
}
