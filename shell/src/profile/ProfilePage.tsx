import { Card, H1, H3, Tag } from '@blueprintjs/core';
import { $user, Avatar, Link, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { NotificationPreferences } from '../notifications/NotificationPreferences';
import { companyPath } from '../organisations/companies/CompaniesPage';
import { LegalEntityBadges } from '../organisations/LegalEntityBadges';
import { useLoadedLegalEntities } from '../organisations/useLoadedLegalEntities';
import { AccountSettingsCard } from './AccountSettingsCard';
import { AvatarUpload } from './AvatarUpload';
import { OrganisationChoices } from './OrganisationChoices';
import { ProfileHeader } from './ProfileHeader';
import { SecurityCard } from './SecurityCard';
import './profile.css';

/** /profile: who I am, my organisations and which of them is my main (preferred) one. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const user = useUnit($user);
  const { legalEntities } = useLoadedLegalEntities();
  if (!user) return null;
  return (
    <>
      <header className="artel-page-header">
        <H1>{t('title')}</H1>
      </header>
      <div className="artel-profile">
        <ProfileHeader
          avatar={<Avatar name={user.name} email={user.email} src={user.avatarUrl} size={64} />}
          name={user.name}
          email={user.email}
        >
          <span>
            {t('platformRole')}: <Tag minimal>{t(`platformRoles.${user.role}`)}</Tag>
          </span>
          <AvatarUpload user={user} />
        </ProfileHeader>
        <AccountSettingsCard key={user.id} user={user} />
        <SecurityCard />
        <Card>
          <H3>{t('organisations')}</H3>
          {legalEntities.length === 0 ? (
            <p className="artel-profile__muted">{t('noOrganisations')}</p>
          ) : (
            <>
              <ul className="artel-profile__list">
                {legalEntities.map((entity) => (
                  <li key={entity.id}>
                    <Link to={companyPath(entity.id)}>{entity.name}</Link>
                    <LegalEntityBadges entity={entity} />
                  </li>
                ))}
              </ul>
              <OrganisationChoices legalEntities={legalEntities} />
            </>
          )}
          <Link to="/profile/legal-entities">{t('manageOrganisations')}</Link>
        </Card>
        <Card>
          <NotificationPreferences />
        </Card>
      </div>
    </>
  );
}
