import { Avatar, Link, useTranslation } from '@artel/sdk';
import { type LegalEntityMember } from '@artel/sdk/host';
import { userProfilePath } from '../../profile/profilePaths';

export function CompanyPeople({ people }: { people: LegalEntityMember[] }) {
  const { t } = useTranslation('organisations');
  if (people.length === 0) return <p className="artel-company-card__muted">{t('companies.noPeople')}</p>;
  return (
    <ul className="artel-company-card__list">
      {people.map((person) => (
        <li key={person.userId}>
          <Avatar name={person.name} email={person.email} />
          <span>
            <Link to={userProfilePath(person.userId)}>{person.name}</Link>
            <span className="artel-company-card__muted"> · {person.email}</span>
          </span>
          <span className="artel-company-card__muted">{t(`roles.${person.role}`)}</span>
        </li>
      ))}
    </ul>
  );
}
