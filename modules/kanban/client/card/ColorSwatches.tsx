import { Icon } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { useId } from 'react';
import { LABEL_COLORS, type LabelColor } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';

/** The server's label colours as swatches; native radio buttons, so arrow keys move between them. */
export function ColorSwatches({ value, onChange }: { value: LabelColor; onChange(color: LabelColor): void }) {
  const { t } = useTranslation(MODULE_ID);
  const name = useId();
  return (
    <fieldset className="kanban-swatches">
      <legend className="kanban-swatches__legend">{t('card.labelColor')}</legend>
      {LABEL_COLORS.map((color) => (
        <label key={color} className={`kanban-swatch kanban-label--${color}`} title={t(`colors.${color}`)}>
          <input
            type="radio"
            className="kanban-swatch__input"
            name={name}
            value={color}
            checked={value === color}
            aria-label={t(`colors.${color}`)}
            onChange={() => onChange(color)}
          />
          {value === color && <Icon icon="tick" size={12} />}
        </label>
      ))}
    </fieldset>
  );
}
