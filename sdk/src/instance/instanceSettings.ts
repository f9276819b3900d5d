/**
 * Settings of the whole instance that change what the browser does (GET /api/v1/instance). Until they are
 * known, and when they cannot be read, the private defaults hold: nothing is asked of third parties.
 */
import { createEffect, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { api } from '../api/apiClient';

export interface InstanceSettings {
  /** Whether avatars are looked up on the external avatar service by the MD5 of the e-mail (SPEC §9). */
  avatarLookup: boolean;
}

export const DEFAULT_INSTANCE_SETTINGS: InstanceSettings = { avatarLookup: false };

export const loadInstanceSettingsFx = createEffect(async (): Promise<InstanceSettings> => {
  const answer = await api.get<Partial<InstanceSettings>>('/instance', { anonymous: true, cache: false });
  return { avatarLookup: answer?.avatarLookup === true };
});

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
