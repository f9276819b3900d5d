import { Alert, Button, ButtonGroup, Callout, Card, H2, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { $user, ApiError, showToast, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { changePlatformUser, issueResetLink, type PlatformUser, type ResetLink, searchPlatformUsers } from './platformUsersApi';

const SEARCH_DELAY_MS = 250;

/** The platform's users with search; an admin grants or revokes admin, blocks, and issues password reset links. */
export function PlatformUsers() {
  const { t } = useTranslation('admin');
  const me = useUnit($user);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{ users: PlatformUser[]; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [links, setLinks] = useState<Record<string, ResetLink>>({});
  const [blocking, setBlocking] = useState<PlatformUser | null>(null);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      searchPlatformUsers(query.trim()).then(
        (answer) => current && (setFound(answer), setFailed(false)),
        () => current && setFailed(true),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  const replace = (user: PlatformUser) =>
    setFound((previous) => previous && { ...previous, users: previous.users.map((row) => (row.id === user.id ? user : row)) });

  const act = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      showToast({ message: error instanceof ApiError && error.message ? error.message : t('users.actionFailed'), intent: 'danger' });
    }
  };

  const setBlocked = (user: PlatformUser, blocked: boolean) => act(async () => replace(await changePlatformUser(user.id, { blocked })));

  const resetLink = (user: PlatformUser) =>
    act(async () => {
      const link = await issueResetLink(user.id);
      setLinks((previous) => ({ ...previous, [user.id]: link }));
    });

  return (
    <Card className="artel-admin__users" role="region" aria-labelledby="admin-users-title">
      <H2 id="admin-users-title">{t('users.title')}</H2>
      <p className="artel-admin__muted">{t('users.intro')}</p>
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={t('users.search')}
        placeholder={t('users.search')}
        value={query}
        onValueChange={setQuery}
      />
      {failed && <Callout intent="danger">{t('users.loadFailed')}</Callout>}
      {found && found.users.length === 0 && <p className="artel-admin__muted">{t('users.none')}</p>}
      {found && found.users.length > 0 && (
        <HTMLTable className="artel-admin__user-table artel-list-table" compact>
          <thead>
            <tr>
              <th scope="col">{t('users.user')}</th>
              <th scope="col">{t('users.status')}</th>
              <th scope="col">{t('users.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {found.users.map((user) => {
              const self = user.id === me?.id;
              const link = links[user.id];
              return (
                <tr key={user.id} data-user={user.email}>
                  <td>
                    <strong>{user.name}</strong>
                    <div className="artel-admin__muted">{user.email}</div>
                  </td>
                  <td data-label={t('users.status')}>
                    {user.role === 'admin' && (
                      <Tag intent="primary" minimal>
                        {t('users.admin')}
                      </Tag>
                    )}{' '}
                    {user.blocked && (
                      <Tag intent="danger" minimal>
                        {t('users.blocked')}
                      </Tag>
                    )}
                  </td>
                  <td>
                    <ButtonGroup className="artel-admin__user-actions">
                      <Button
                        small
                        disabled={self}
                        text={user.role === 'admin' ? t('users.revokeAdmin') : t('users.grantAdmin')}
                        onClick={() =>
                          act(async () => replace(await changePlatformUser(user.id, { role: user.role === 'admin' ? 'user' : 'admin' })))
                        }
                      />
                      <Button
                        small
                        disabled={self}
                        intent={user.blocked ? 'none' : 'danger'}
                        text={user.blocked ? t('users.unblock') : t('users.block')}
                        onClick={() => (user.blocked ? void setBlocked(user, false) : setBlocking(user))}
                      />
                      <Button small text={t('users.resetLink')} onClick={() => void resetLink(user)} />
                    </ButtonGroup>
                    {link && <ResetLinkNote link={link} />}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      {found && found.total > found.users.length && (
        <p className="artel-admin__muted">{t('users.more', { count: found.total - found.users.length })}</p>
      )}
      <Alert
        isOpen={blocking !== null}
        intent="danger"
        icon="blocked-person"
        confirmButtonText={t('users.block')}
        cancelButtonText={t('users.cancel')}
        onConfirm={() => {
          if (blocking) void setBlocked(blocking, true);
          setBlocking(null);
        }}
        onCancel={() => setBlocking(null)}
        canEscapeKeyCancel
      >
        <p>{t('users.confirmBlock', { name: blocking?.name ?? '', email: blocking?.email ?? '' })}</p>
      </Alert>
    </Card>
  );
}

function ResetLinkNote({ link }: { link: ResetLink }) {
  const { t } = useTranslation('admin');
  const url = `${window.location.origin}${link.path}`;
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => showToast({ message: t('users.copied'), intent: 'success' }),
      () => showToast({ message: t('users.copyFailed'), intent: 'warning' }),
    );
  return (
    <div className="artel-admin__reset-link">
      <InputGroup readOnly value={url} aria-label={t('users.resetLinkLabel')} onFocus={(event) => event.currentTarget.select()} />
      <Button small icon="duplicate" text={t('users.copy')} onClick={() => void copy()} />
      <p className="artel-admin__muted">
        {link.emailed ? t('users.emailed') : (link.mailError ?? t('users.passOn'))} {t('users.validHour')}
      </p>
    </div>
  );
}
