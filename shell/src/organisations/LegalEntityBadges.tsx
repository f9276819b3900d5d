import { Tag } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { type LegalEntity } from '@artel/sdk/host';

export function LegalEntityBadges({ entity }: { entity: LegalEntity }) {
  const { t } = useTranslation('organisations');
  return (
    <span className="artel-legal-entity-badges">
      <Tag minimal intent={entity.isActive ? 'success' : 'none'}>
        {t(entity.isActive ? 'badges.active' : 'badges.inactive')}
      </Tag>
      {entity.isPrimary && (
        <Tag minimal intent="primary" icon="star">
          {t('badges.primary')}
        </Tag>
      )}
      {entity.isPreferred && (
        <Tag minimal intent="warning" icon="bookmark">
          {t('badges.preferred')}
        </Tag>
      )}
    </span>
  );
}
