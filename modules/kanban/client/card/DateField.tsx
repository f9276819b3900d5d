/**
 * A calendar day field of the card dialog. Blueprint's date picker (with date-fns and its locales) is fetched
 * the first time a card dialog opens, so the board page's own bundle does not carry it.
 */
import { InputGroup } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { DatePickerInputProps } from './DatePickerInput';

const DatePickerInput = lazy(() => import('./DatePickerInput'));

export function DateField(props: DatePickerInputProps) {
  return (
    <Suspense fallback={<InputGroup id={props.id} className="kanban-date-field" disabled readOnly value="" />}>
      <DatePickerInput {...props} />
    </Suspense>
  );
}
