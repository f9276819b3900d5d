/**
 * The member picker as modules get it from `@artel/sdk`: its code (and the Blueprint popover and menu it opens) is
 * a lazy chunk fetched the first time a picker shows, and until it has arrived a disabled field of the same size,
 * showing the current choice (several names joined), stands in its place.
 */
import { Classes } from '@blueprintjs/core';
import { lazyComponent, LazyComponentSlot } from '../modules/lazyComponent';
import type { MemberPickerProps } from './memberPickerProps';

const LazyMemberPicker = lazyComponent<'MemberPicker', MemberPickerProps>(
  () => import(/* webpackChunkName: "member-picker" */ './MemberPicker'),
  'MemberPicker',
);

export function MemberPicker(props: MemberPickerProps) {
  const chosen = props.multiple ? props.value : [props.value];
  const names = props.members.filter((member) => chosen.includes(member.userId)).map((member) => member.name);
  const waiting = (
    <input
      className={props.fill ? `${Classes.INPUT} ${Classes.FILL}` : Classes.INPUT}
      id={props.id}
      disabled
      aria-busy="true"
      aria-label={props.label}
      placeholder={(!props.multiple && props.noneLabel) || props.label}
      value={names.join(', ')}
      readOnly
    />
  );
  return (
    <LazyComponentSlot component={LazyMemberPicker} fallback={waiting}>
      <LazyMemberPicker {...props} />
    </LazyComponentSlot>
  );
}
