import { Button, Card, H1, H3, NonIdealState, Spinner } from '@blueprintjs/core';
import { $user, Avatar, Link, useTranslation } from '@artel/sdk';
import { Redirect } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import type { ShellPageProps } from '../routing/shellRoute';
import { ProfileHeader } from './ProfileHeader';
import { PROFILE_PATH } from './profilePaths';
import { loadSharedProfile, type SharedProfile } from './sharedProfile';
import './profile.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; profile: SharedProfile | null };

function useSharedProfile(userId: string) {
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadSharedProfile(userId).then(
      (profile) => current && setState({ status: 'loaded', profile }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [userId, attempt]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}

function SharedProfileView({ profile }: { profile: SharedProfile }) {
  const { t } = useTranslation('profile');
  return (
    <div className="artel-profile">
      <ProfileHeader avatar={<Avatar name={profile.name} email={profile.email} size={64} />} name={profile.name} email={profile.email} />
      <Card>
        <H3>{t('sharedWorkspaces')}</H3>
        <ul className="artel-profile__list">
          {profile.workspaces.map(({ workspace, role }) => (
            <li key={workspace.id}>
              <Link to={`/workspaces/${encodeURIComponent(workspace.id)}`}>{workspace.name}</Link>
              <span className="artel-profile__muted">{t(`workspaceRoles.${role}`)}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

function OtherUserProfile({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const { state, retry } = useSharedProfile(userId);
  return (
    <>
      <header className="artel-page-header">
        <H1>{t('userTitle')}</H1>
      </header>
      {state.status === 'loading' && <Spinner />}
      {state.status === 'failed' && (
        <NonIdealState icon="error" title={t('loadFailed')} action={<Button text={t('retry')} onClick={retry} />} />
      )}
      {state.status === 'loaded' &&
        (state.profile ? <SharedProfileView profile={state.profile} /> : <NonIdealState icon="person" title={t('userNotFound')} />)}
    </>
  );
}

/** /users/{userId}/profile: another user as seen by someone who shares a workspace with them; oneself goes to /profile. */
export function UserProfilePage({ params }: ShellPageProps) {
  const me = useUnit($user);
  const userId = params.userId ?? '';
  if (me?.id === userId) return <Redirect to={PROFILE_PATH} />;
  return <OtherUserProfile key={userId} userId={userId} />;
}
