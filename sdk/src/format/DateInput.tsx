/**
 * The platform's one date field: a calendar day typed and shown as the interface language writes it (Russian
 * «01.12.2026», English "12/01/2026") with Blueprint's date picker, whatever the browser's own locale. Its value is
 * the API's 'YYYY-MM-DD' ('' when empty). The picker, date-fns and their texts are a lazy chunk of the SDK,
 * fetched the first time a date field renders, so the first paint does not carry them; a disabled field stands
 * in while it is on its way.
 */
import { InputGroup } from '@blueprintjs/core';
import { lazyComponent, LazyComponentSlot } from '../modules/lazyComponent';
import type { DateInputProps } from './dateInputProps';

export type { DateInputProps };

const DatePickerInput = lazyComponent<'DatePickerInput', DateInputProps>(
  () => import(/* webpackChunkName: "date-input" */ './DatePickerInput'),
  'DatePickerInput',
);

export function DateInput(props: DateInputProps) {
  return (
    <LazyComponentSlot
      component={DatePickerInput}
      fallback={<InputGroup id={props.id} className={props.className} disabled readOnly value="" />}
    >
      <DatePickerInput {...props} />
    </LazyComponentSlot>
  );
}
