import { Card, H2 } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import type { ReactNode } from 'react';

interface Props {
  avatar: ReactNode;
  name: string;
  email: string;
  children?: ReactNode;
}

export function ProfileHeader({ avatar, name, email, children }: Props) {
  const { t } = useTranslation('profile');
  return (
    <Card className="artel-profile__header">
      {avatar}
      <div>
        <H2>{name}</H2>
        <p>
          {t('email')}: <a href={`mailto:${email}`}>{email}</a>
        </p>
        {children}
      </div>
    </Card>
  );
}
