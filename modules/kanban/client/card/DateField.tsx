/**
 * A calendar day field of the card dialog. Blueprint's date picker (with date-fns and its locales) is fetched
 * the first time a card dialog opens, so the board page's own bundle does not carry it. The disabled field
 * stands in for it only while its chunk is on the way (a Suspense boundary would hold it back 300 ms more).
 */
import { InputGroup } from '@blueprintjs/core';
import { lazyComponent, LazyComponentSlot } from '@artel/sdk';
import type { DatePickerInputProps } from './DatePickerInput';

const DatePickerInput = lazyComponent<'DatePickerInput', DatePickerInputProps>(() => import('./DatePickerInput'), 'DatePickerInput');

export function DateField(props: DatePickerInputProps) {
  return (
    <LazyComponentSlot
      component={DatePickerInput}
      fallback={<InputGroup id={props.id} className="kanban-date-field" disabled readOnly value="" />}
    >
      <DatePickerInput {...props} />
    </LazyComponentSlot>
  );
}
