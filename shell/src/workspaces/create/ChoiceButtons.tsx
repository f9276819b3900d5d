import { Button, type IconName } from '@blueprintjs/core';
import { type ReactNode, useId } from 'react';
import { workspaceColorHex } from '../appearance/workspaceColors';

interface ChoiceProps {
  label: string;
  options: readonly string[];
  value: string;
  onChange(value: string): void;
  /** The accessible name of each option. */
  optionLabel(option: string): string;
}

/** The label and the row of toggles it names. */
function ChoiceRow({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div>
      <span id={id} className="bp6-label">
        {label}
      </span>
      <div role="group" aria-labelledby={id} className="artel-choice-row">
        {children}
      </div>
    </div>
  );
}

/** The eight icons as toggle buttons: one is pressed at a time. */
export function IconChoice({ label, options, value, onChange, optionLabel }: ChoiceProps) {
  return (
    <ChoiceRow label={label}>
      {options.map((option) => (
        <Button
          key={option}
          icon={option as IconName}
          aria-label={optionLabel(option)}
          title={optionLabel(option)}
          aria-pressed={option === value}
          active={option === value}
          intent={option === value ? 'primary' : 'none'}
          onClick={() => onChange(option)}
        />
      ))}
    </ChoiceRow>
  );
}

/** The eight colours as round swatches, pressed like the icons. */
export function ColorChoice({ label, options, value, onChange, optionLabel }: ChoiceProps) {
  return (
    <ChoiceRow label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className="artel-color-swatch"
          style={{ background: workspaceColorHex(option) }}
          aria-label={optionLabel(option)}
          title={optionLabel(option)}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        />
      ))}
    </ChoiceRow>
  );
}
