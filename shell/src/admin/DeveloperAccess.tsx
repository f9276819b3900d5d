import { Button, Callout, ControlGroup, FormGroup, H2, HTMLTable, InputGroup, Spinner, Tag } from '@blueprintjs/core';
import { showToast, useTranslation } from '@artel/sdk';
import { marketplaceApi, type PlatformDeveloper } from '@artel/sdk/host';
import { type FormEvent, useEffect, useState } from 'react';

type Developers = PlatformDeveloper[] | 'loading' | 'failed';

/**
 * Who may publish modules to the marketplace: a platform admin grants the developer permission by e-mail
 * and revokes it. Platform admins are listed too: they hold every permission.
 */
export function DeveloperAccess() {
  const { t } = useTranslation('admin');
  const [developers, setDevelopers] = useState<Developers>('loading');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    marketplaceApi.developers().then(setDevelopers, () => setDevelopers('failed'));
  }, []);

  const change = async (work: () => Promise<PlatformDeveloper[]>, done: string) => {
    setBusy(true);
    try {
      setDevelopers(await work());
      showToast({ message: done, intent: 'success' });
      return true;
    } catch {
      showToast({ message: t('developers.failed'), intent: 'danger' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const grant = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    if (await change(() => marketplaceApi.grantDeveloper(address), t('developers.granted', { email: address }))) setEmail('');
  };

  return (
    <section aria-labelledby="admin-developers-title">
      <H2 id="admin-developers-title">{t('developers.title')}</H2>
      <p>{t('developers.intro')}</p>
      <form onSubmit={grant}>
        <FormGroup label={t('developers.email')} labelFor="admin-developer-email">
          <ControlGroup>
            <InputGroup id="admin-developer-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
            <Button type="submit" intent="primary" loading={busy} text={t('developers.grant')} />
          </ControlGroup>
        </FormGroup>
      </form>
      {developers === 'loading' && <Spinner size={20} />}
      {developers === 'failed' && <Callout intent="danger">{t('developers.loadFailed')}</Callout>}
      {Array.isArray(developers) && (
        <HTMLTable striped className="artel-list-table">
          <tbody>
            {developers.map((developer) => (
              <tr key={developer.id}>
                <td>{developer.name}</td>
                <td>{developer.email}</td>
                <td>
                  {developer.isDeveloper ? (
                    <Button
                      small
                      disabled={busy}
                      text={t('developers.revoke')}
                      onClick={() =>
                        change(() => marketplaceApi.revokeDeveloper(developer.id), t('developers.revoked', { email: developer.email }))
                      }
                    />
                  ) : (
                    <Tag minimal>{t('developers.admin')}</Tag>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
