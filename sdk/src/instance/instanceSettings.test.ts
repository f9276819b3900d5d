import { waitFor } from '@testing-library/react';
import { i18n, LANGUAGE_STORAGE_KEY, setLanguage } from '../i18n/i18n';
import { $instanceSettings, DEFAULT_INSTANCE_SETTINGS, instanceDisplayName, loadInstanceSettingsFx } from './instanceSettings';

function answerWith(status: number, body: unknown) {
  const text = JSON.stringify(body);
  const response = {
    ok: status < 300,
    status,
    type: 'basic',
    headers: { get: () => 'application/json' },
    text: () => Promise.resolve(text),
    clone: () => response,
  };
  globalThis.fetch = jest.fn(() => Promise.resolve(response as unknown as Response)) as unknown as typeof fetch;
}

describe('instance settings', () => {
  it("names the instance as its admin did, or by the product's name", () => {
    expect(instanceDisplayName({ name: ' Стройка ' })).toBe('Стройка');
    expect(instanceDisplayName({ name: '' })).toBe('Artel');
  });

  it('keeps avatar lookup off until the server says otherwise', async () => {
    expect($instanceSettings.getState()).toEqual(DEFAULT_INSTANCE_SETTINGS);
    expect(DEFAULT_INSTANCE_SETTINGS.avatarLookup).toBe(false);
    answerWith(200, { avatarLookup: true, name: 'Стройка', registration: 'invite_only', defaultLanguage: 'ru' });
    await loadInstanceSettingsFx();
    expect($instanceSettings.getState()).toEqual({
      avatarLookup: true,
      name: 'Стройка',
      registration: 'invite_only',
      defaultLanguage: 'ru',
    });
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/v1/instance');
  });

  it('stays as it was when the settings cannot be read', async () => {
    answerWith(200, { avatarLookup: false, name: '', registration: 'open', defaultLanguage: 'ru' });
    await loadInstanceSettingsFx();
    answerWith(503, { error: { code: 'database_unavailable', message: 'down', statusCode: 503 } });
    await expect(loadInstanceSettingsFx()).rejects.toBeDefined();
    expect($instanceSettings.getState()).toEqual({ avatarLookup: false, name: '', registration: 'open', defaultLanguage: 'ru' });
  });

  it("speaks the admin's default language to a visitor who chose none, and never overrides a choice", async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    answerWith(200, { avatarLookup: false, name: '', registration: 'open', defaultLanguage: 'en' });
    await loadInstanceSettingsFx();
    // The English texts are a lazy chunk: the interface switches once they are in.
    await waitFor(() => expect(i18n.language).toBe('en'));
    // Applied for the visit only: a later change of the default still reaches this visitor.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();

    await setLanguage('ru');
    await loadInstanceSettingsFx();
    expect(i18n.language).toBe('ru');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  });
});
