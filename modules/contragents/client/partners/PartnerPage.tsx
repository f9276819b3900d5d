/**
 * /modules/contragents/partners/:id — one partner: requisites and bank accounts, status, tags and responsible
 * member, links to its invoices, acts and contracts, its contacts, comments and history. Editing and deleting
 * are offered to those the server lets do them; a deleted partner is read-only until restored.
 */
import { Button, Callout, Card, Classes, H2, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { $currentWorkspaceId, ApiError, Link, showToast, useRouteParams, useTranslation, useWorkspaceMembers } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useState } from 'react';
import { partnersApi } from '../api/partnersApi';
import type { ActivityEntry, Contact, Partner, PartnerComment } from '../api/partnerTypes';
import { toastFailure } from '../errors';
import { ContragentsNav } from '../layout/ContragentsNav';
import { MODULE_ID } from '../moduleId';
import { documentsPath, partnersPath } from '../paths';
import { contragentsPermissions } from '../contragentsPermissions';
import { ActivityPanel } from './ActivityPanel';
import { CommentsPanel } from './CommentsPanel';
import { ContactsPanel } from './ContactsPanel';
import { PartnerFormDialog } from './PartnerFormDialog';
import { StatusTag } from './StatusTag';
import { PARTNER_KINDS } from '../../shared/partnerKinds';

interface PartnerView {
  partner: Partner;
  contacts: Contact[];
  comments: PartnerComment[];
  activity: ActivityEntry[];
}

async function loadView(id: string): Promise<PartnerView> {
  const [partner, contacts, comments, activity] = await Promise.all([
    partnersApi.get(id),
    partnersApi.contacts(id),
    partnersApi.comments(id),
    partnersApi.activity(id),
  ]);
  return { partner, contacts, comments, activity };
}

function Requisite({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || '—'}</dd>
    </>
  );
}

export function PartnerPage() {
  const { t } = useTranslation(MODULE_ID);
  const { id } = useRouteParams<{ id: string }>();
  const workspaceId = useUnit($currentWorkspaceId);
  const can = contragentsPermissions.useCan();
  const members = useWorkspaceMembers();
  const [view, setView] = useState<PartnerView | null>(null);
  const [missing, setMissing] = useState(false);
  const [editing, setEditing] = useState(false);

  const reload = useCallback(() => {
    loadView(id).then(setView, (error) => {
      if (error instanceof ApiError && error.status === 404) setMissing(true);
      else toastFailure(error, 'errors.loadFailed');
    });
  }, [id]);

  useEffect(() => {
    if (!workspaceId) return;
    setView(null);
    setMissing(false);
    // Another partner's page (the link to the holder of a taken INN) does not keep this one's form open.
    setEditing(false);
    reload();
  }, [workspaceId, reload]);

  if (missing) {
    return (
      <div className="contragents-page">
        <ContragentsNav current="partners" />
        <NonIdealState
          icon="search"
          title={t('partner.notFound')}
          description={t('partner.notFoundHint')}
          action={<Link to={partnersPath()}>{t('partner.back')}</Link>}
        />
      </div>
    );
  }
  if (!view) return <Spinner />;

  const { partner } = view;
  const deleted = partner.deletedAt !== null;
  const editable = !deleted && can('partner.edit');
  const responsible = members.find((member) => member.userId === partner.responsibleId)?.name ?? '';

  const remove = async () => {
    if (!window.confirm(t('partner.deleteConfirm', { name: partner.name }))) return;
    try {
      await partnersApi.remove(partner.id);
      showToast({ message: t('partner.deleted'), intent: 'success' });
      reload();
    } catch (error) {
      toastFailure(error);
    }
  };
  const restore = async () => {
    try {
      await partnersApi.restore(partner.id);
      reload();
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <div className="contragents-page">
      <ContragentsNav current="partners" />
      <Link to={partnersPath()} className="contragents-back">
        ← {t('partner.back')}
      </Link>
      <header className="contragents-header">
        <div className="contragents-title">
          <h1>{partner.name}</h1>
          <StatusTag status={partner.status} />
          <Tag minimal>{t(`types.${partner.type}`)}</Tag>
        </div>
        <div className="contragents-row">
          {editable && (
            <Button icon="edit" onClick={() => setEditing(true)}>
              {t('partner.edit')}
            </Button>
          )}
          {!deleted && can('partner.delete') && (
            <Button icon="trash" intent="danger" variant="outlined" onClick={() => void remove()}>
              {t('partner.delete')}
            </Button>
          )}
        </div>
      </header>
      {deleted && (
        <Callout intent="warning" className="contragents-banner">
          {t('partner.deletedBanner')}{' '}
          {can('partner.delete') && (
            <Button size="small" icon="undo" onClick={() => void restore()}>
              {t('partner.restore')}
            </Button>
          )}
        </Callout>
      )}
      <div className="contragents-columns">
        <div className="contragents-main">
          <section className="contragents-panel" aria-labelledby="requisites-title">
            <H2 id="requisites-title">{t('partner.requisites')}</H2>
            <Card compact>
              <dl className="contragents-requisites">
                <Requisite label={t('partnerForm.inn')} value={partner.inn} />
                {PARTNER_KINDS[partner.type].hasKpp && <Requisite label={t('partnerForm.kpp')} value={partner.kpp} />}
                {PARTNER_KINDS[partner.type].hasOgrn && (
                  <Requisite label={partner.type === 'company' ? t('partnerForm.ogrn') : t('partnerForm.ogrnip')} value={partner.ogrn} />
                )}
                <Requisite label={t('partnerForm.legalAddress')} value={partner.legalAddress} />
                <Requisite label={t('partnerForm.postalAddress')} value={partner.postalAddress} />
                <Requisite label={t('partnerForm.phone')} value={partner.phone} />
                <Requisite label={t('partnerForm.email')} value={partner.email} />
                <Requisite label={t('partnerForm.website')} value={partner.website} />
                <Requisite label={t('partner.responsible')} value={responsible} />
                <dt>{t('partner.tags')}</dt>
                <dd>
                  {partner.tags.length === 0
                    ? '—'
                    : partner.tags.map((tag) => (
                        <Link key={tag} to={`${partnersPath()}?tag=${encodeURIComponent(tag)}`} className="contragents-tag-link">
                          <Tag minimal interactive>
                            {tag}
                          </Tag>
                        </Link>
                      ))}
                </dd>
                {partner.note && <Requisite label={t('partner.note')} value={partner.note} />}
              </dl>
              <h3 className="contragents-subheading">{t('partnerForm.bankAccounts')}</h3>
              {(partner.bankAccounts ?? []).length === 0 ? (
                <p className="contragents-muted">{t('partner.noBankAccounts')}</p>
              ) : (
                (partner.bankAccounts ?? []).map((account) => (
                  <dl key={account.id ?? account.account} className="contragents-requisites contragents-bank">
                    <dt>{t('partnerForm.bankName')}</dt>
                    <dd>
                      {account.bankName}{' '}
                      {account.isPrimary && (
                        <Tag minimal intent="primary">
                          {t('partner.primaryAccount')}
                        </Tag>
                      )}
                    </dd>
                    <Requisite label={t('partnerForm.bik')} value={account.bik} />
                    <Requisite label={t('partnerForm.corrAccount')} value={account.corrAccount} />
                    <Requisite label={t('partnerForm.account')} value={account.account} />
                  </dl>
                ))
              )}
            </Card>
          </section>
          <ContactsPanel partnerId={partner.id} contacts={view.contacts} editable={editable} onChanged={reload} />
          <CommentsPanel partnerId={partner.id} comments={view.comments} members={members} editable={editable} onChanged={reload} />
        </div>
        <aside className="contragents-aside">
          <section className="contragents-panel" aria-labelledby="documents-title">
            <H2 id="documents-title">{t('partner.documents')}</H2>
            <div className="contragents-document-links">
              {(['invoices', 'acts', 'contracts'] as const).map((list) => (
                <Link key={list} to={documentsPath(list, partner.id)} className={Classes.BUTTON}>
                  {t(`partner.${list}`)}
                </Link>
              ))}
            </div>
          </section>
          <ActivityPanel entries={view.activity} members={members} title={t('activity.title')} headingId="activity-title" />
        </aside>
      </div>
      {editing && (
        <PartnerFormDialog
          partner={partner}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            reload();
          }}
        />
      )}
    </div>
  );
}
