import { HTMLSelect } from '@blueprintjs/core';
import type { LegalEntity } from '@artel/sdk/host';

interface LegalEntitySelectProps {
  id: string;
  value: string;
  entities: ReadonlyArray<Pick<LegalEntity, 'id' | 'name'>>;
  /** The first option, which stands for "no organisation chosen". */
  emptyLabel: string;
  onChange(legalEntityId: string): void;
  disabled?: boolean;
}

/** The organisation a workspace belongs to: the same choice when it is created and in its settings. */
export function LegalEntitySelect({ id, value, entities, emptyLabel, onChange, disabled = false }: LegalEntitySelectProps) {
  return (
    <HTMLSelect id={id} fill value={value} disabled={disabled} onChange={(event) => onChange(event.currentTarget.value)}>
      <option value="">{emptyLabel}</option>
      {entities.map((entity) => (
        <option key={entity.id} value={entity.id}>
          {entity.name}
        </option>
      ))}
    </HTMLSelect>
  );
}
