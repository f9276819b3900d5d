/** A partner's contacts: name, position, phones, e-mails, Telegram, the primary one first; up to `maxContactsPerPartner`. */
import { Button, Card, H2, NonIdealState, Tag } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { useState } from 'react';
import { partnersApi } from '../api/partnersApi';
import type { Contact } from '../api/partnerTypes';
import { contragentsSdk } from '../contragentsSdk';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { ContactDialog } from './ContactDialog';

const DEFAULT_MAX_CONTACTS = 50;

export function ContactsPanel({
  partnerId,
  contacts,
  editable,
  onChanged,
}: {
  partnerId: string;
  contacts: Contact[];
  editable: boolean;
  onChanged(): void;
}) {
  const { t } = useTranslation(MODULE_ID);
  const config = contragentsSdk().config.use();
  const max = typeof config.maxContactsPerPartner === 'number' ? config.maxContactsPerPartner : DEFAULT_MAX_CONTACTS;
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const ordered = [...contacts].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));

  const remove = async (contact: Contact) => {
    if (!window.confirm(t('contacts.removeConfirm', { name: contact.name }))) return;
    try {
      await partnersApi.removeContact(partnerId, contact.id);
      onChanged();
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <section className="contragents-panel" aria-labelledby="contacts-title">
      <header className="contragents-panel__header">
        <H2 id="contacts-title">
          {t('contacts.title')} <span className="contragents-muted">{t('contacts.limit', { count: contacts.length, max })}</span>
        </H2>
        {editable && (
          <Button icon="add" onClick={() => setEditing('new')}>
            {t('contacts.add')}
          </Button>
        )}
      </header>
      {ordered.length === 0 ? (
        <NonIdealState icon="person" description={t('contacts.empty')} layout="horizontal" />
      ) : (
        <ul className="contragents-contacts">
          {ordered.map((contact) => (
            <li key={contact.id}>
              <Card compact className="contragents-contact">
                <div className="contragents-contact__head">
                  <strong>{contact.name}</strong>
                  {contact.isPrimary && (
                    <Tag minimal intent="primary">
                      {t('contacts.primaryTag')}
                    </Tag>
                  )}
                  {editable && (
                    <span className="contragents-contact__actions">
                      <Button
                        variant="minimal"
                        size="small"
                        icon="edit"
                        aria-label={t('contacts.edit', { name: contact.name })}
                        onClick={() => setEditing(contact)}
                      />
                      <Button
                        variant="minimal"
                        size="small"
                        icon="trash"
                        intent="danger"
                        aria-label={t('contacts.remove', { name: contact.name })}
                        onClick={() => void remove(contact)}
                      />
                    </span>
                  )}
                </div>
                {contact.position && <div className="contragents-muted">{contact.position}</div>}
                {contact.phones.map((phone) => (
                  <div key={phone}>
                    <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                  </div>
                ))}
                {contact.emails.map((email) => (
                  <div key={email}>
                    <a href={`mailto:${email}`}>{email}</a>
                  </div>
                ))}
                {contact.telegram && (
                  <div>
                    <a href={`https://t.me/${contact.telegram.replace(/^@/, '')}`} target="_blank" rel="noreferrer">
                      @{contact.telegram.replace(/^@/, '')}
                    </a>
                  </div>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <ContactDialog
          partnerId={partnerId}
          contact={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            onChanged();
          }}
        />
      )}
    </section>
  );
}
