import { FormGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { WORKSPACE_COLORS, WORKSPACE_ICONS, WORKSPACE_VISIBILITIES, type WorkspaceVisibility } from '@artel/sdk/host';
import { useWorkspacesTranslation } from '../i18n/workspacesTranslations';
import { ColorChoice, IconChoice } from './ChoiceButtons';

export interface WorkspaceLook {
  visibility: WorkspaceVisibility;
  icon: string;
  color: string;
}

interface WorkspaceLookFieldsProps extends WorkspaceLook {
  /** A personal workspace is always private: the visibility choice gives way to a hint. */
  isPersonal: boolean;
  onChange<K extends keyof WorkspaceLook>(field: K, value: WorkspaceLook[K]): void;
}

/** Visibility, icon and colour: the same fields when a workspace is created and when its settings change. */
export function WorkspaceLookFields({ isPersonal, visibility, icon, color, onChange }: WorkspaceLookFieldsProps) {
  const { t } = useWorkspacesTranslation();
  return (
    <>
      {isPersonal ? (
        <p className="bp6-text-muted">{t('create.personalHint')}</p>
      ) : (
        <RadioGroup
          label={t('create.visibility')}
          inline
          selectedValue={visibility}
          onChange={(event) => onChange('visibility', event.currentTarget.value as WorkspaceVisibility)}
        >
          {WORKSPACE_VISIBILITIES.map((option) => (
            <Radio key={option} value={option} label={t(`visibility.${option}`)} />
          ))}
        </RadioGroup>
      )}
      <FormGroup>
        <IconChoice
          label={t('create.icon')}
          options={WORKSPACE_ICONS}
          value={icon}
          onChange={(next) => onChange('icon', next)}
          optionLabel={(option) => t(`icons.${option}`)}
        />
      </FormGroup>
      <FormGroup>
        <ColorChoice
          label={t('create.color')}
          options={WORKSPACE_COLORS}
          value={color}
          onChange={(next) => onChange('color', next)}
          optionLabel={(option) => t(`colors.${option}`)}
        />
      </FormGroup>
    </>
  );
}
