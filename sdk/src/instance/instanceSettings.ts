/**
 * Settings of the whole instance that change what the browser does (GET /api/v1/instance). Until they are
 * known, and when they cannot be read, the private defaults hold: nothing is asked of third parties.
 */
import { createEffect, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { api } from '../api/apiClient';
import { followDefaultLanguage, isSupportedLanguage, type Language } from '../i18n/i18n';

export type RegistrationMode = 'open' | 'invite_only' | 'closed';

export interface InstanceSettings {
  /** Whether avatars are looked up on the external avatar service by the MD5 of the e-mail (SPEC §9). */
  avatarLookup: boolean;
  /** What the instance's admin named it; empty: the product's name. */
  name: string;
  /** Who may sign up: anyone, only people with an invitation, or nobody. */
  registration: RegistrationMode;
  /** The interface language of a visitor who has chosen none. */
  defaultLanguage: Language;
}

export const DEFAULT_INSTANCE_SETTINGS: InstanceSettings = { avatarLookup: false, name: '', registration: 'open', defaultLanguage: 'ru' };

const PRODUCT_NAME = 'Artel';

/** The name to show in the tab title and on the sign-in page. */
export const instanceDisplayName = (settings: Pick<InstanceSettings, 'name'>): string => settings.name.trim() || PRODUCT_NAME;

const REGISTRATION_MODES: readonly RegistrationMode[] = ['open', 'invite_only', 'closed'];

export const loadInstanceSettingsFx = createEffect(async (): Promise<InstanceSettings> => {
  const answer = await api.get<Partial<InstanceSettings>>('/instance', { anonymous: true, cache: false });
  const registration = REGISTRATION_MODES.find((mode) => mode === answer?.registration) ?? 'open';
  return {
    avatarLookup: answer?.avatarLookup === true,
    name: typeof answer?.name === 'string' ? answer.name : '',
    registration,
    defaultLanguage: isSupportedLanguage(answer?.defaultLanguage) ? answer.defaultLanguage : DEFAULT_INSTANCE_SETTINGS.defaultLanguage,
  };
});

loadInstanceSettingsFx.doneData.watch((settings) => followDefaultLanguage(settings.defaultLanguage));

export const $instanceSettings = createStore<InstanceSettings>(DEFAULT_INSTANCE_SETTINGS).on(
  loadInstanceSettingsFx.doneData,
  (_, settings) => settings,
);

let requested: Promise<unknown> | null = null;

/** Loads the settings once per page; a failed load is tried again by the next caller. */
export function ensureInstanceSettings(): void {
  requested ??= loadInstanceSettingsFx().catch(() => {
    requested = null;
  });
}

/** The instance settings for a component, loading them on first use. */
export function useInstanceSettings(): InstanceSettings {
  useEffect(ensureInstanceSettings, []);
  return useUnit($instanceSettings);
}
