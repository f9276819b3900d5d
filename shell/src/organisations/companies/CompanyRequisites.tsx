import { useTranslation } from '@artel/sdk';
import { LEGAL_ENTITY_FORM_FIELDS, type LegalEntity } from '@artel/sdk/host';

/** Every SPEC §3 create field of the entity; empty ones say so rather than disappear. */
export function CompanyRequisites({ entity }: { entity: LegalEntity }) {
  const { t } = useTranslation('organisations');
  return (
    <dl className="artel-company-card__requisites">
      {LEGAL_ENTITY_FORM_FIELDS.filter((field) => field !== 'name').map((field) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{t(`form.fields.${field}`)}</dt>
          <dd>
            {field === 'type'
              ? t(`types.${entity.type}`)
              : entity[field] || <span className="artel-company-card__muted">{t('companies.notSet')}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
