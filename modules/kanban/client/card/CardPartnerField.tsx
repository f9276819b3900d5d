/**
 * The card's partner in the dialog's side pane: the linked partner (a link to their page) and, for those who may
 * edit, a search to link another or a button to unlink. Shown only where the Partners module is enabled.
 */
import { Button, FormGroup, InputGroup, Menu, MenuItem } from '@blueprintjs/core';
import { Link, useTranslation } from '@artel/sdk';
import { useEffect, useId, useState } from 'react';
import { type CardPartner, cardPartnerApi } from '../api/cardPartnerApi';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';

const SEARCH_DELAY_MS = 250;

export function CardPartnerField({ cardId, editable }: { cardId: string; editable: boolean }) {
  const { t } = useTranslation(MODULE_ID);
  const id = useId();
  const [state, setState] = useState<{ available: boolean; partner: CardPartner | null } | null>(null);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<CardPartner[]>([]);

  useEffect(() => {
    let current = true;
    cardPartnerApi.get(cardId).then(
      (answer) => current && setState(answer),
      () => current && setState({ available: false, partner: null }),
    );
    return () => {
      current = false;
    };
  }, [cardId]);

  useEffect(() => {
    if (!search.trim()) {
      setFound([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      cardPartnerApi.search(search).then(
        (partners) => current && setFound(partners),
        (error) => toastFailure(error),
      );
    }, SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search]);

  if (!state?.available) return null;

  async function link(partnerId: string | null) {
    try {
      const partner = await cardPartnerApi.link(cardId, partnerId);
      setState({ available: true, partner });
      setSearch('');
    } catch (error) {
      toastFailure(error);
    }
  }

  return (
    <FormGroup label={t('card.partner')} labelFor={`${id}-partner`} className="kanban-dialog__partner">
      {state.partner ? (
        <p>
          <Link to={state.partner.url}>{state.partner.name}</Link>{' '}
          <span className="bp6-text-muted">{t('card.partnerInn', { inn: state.partner.inn })}</span>
          {editable && (
            <Button variant="minimal" size="small" icon="cross" aria-label={t('card.partnerUnlink')} onClick={() => void link(null)} />
          )}
        </p>
      ) : (
        !editable && <p className="bp6-text-muted">{t('card.partnerNone')}</p>
      )}
      {editable && (
        <>
          <InputGroup
            id={`${id}-partner`}
            type="search"
            leftIcon="search"
            placeholder={t('card.partnerSearch')}
            value={search}
            onValueChange={setSearch}
          />
          {found.length > 0 && (
            <Menu aria-label={t('card.partnerResults')}>
              {found.map((partner) => (
                <MenuItem key={partner.id} text={partner.name} label={partner.inn} onClick={() => void link(partner.id)} />
              ))}
            </Menu>
          )}
        </>
      )}
    </FormGroup>
  );
}
