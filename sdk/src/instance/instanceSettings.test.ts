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
  it('names the instance as its admin did, or by the product\'s name', () => {
    expect(instanceDisplayName({ name: ' Стройка ' })).toBe('Стройка');
    expect(instanceDisplayName({ name: '' })).toBe('Artel');
  });

  it('keeps avatar lookup off until the server says otherwise', async () => {
    expect($instanceSettings.getState()).toEqual(DEFAULT_INSTANCE_SETTINGS);
    expect(DEFAULT_INSTANCE_SETTINGS.avatarLookup).toBe(false);
    answerWith(200, { avatarLookup: true, name: 'Стройка', registration: 'invite_only', defaultLanguage: 'ru' });
    await loadInstanceSettingsFx();
    expect($instanceSettings.getState()).toEqual({ avatarLookup: true, name: 'Стройка', registration: 'invite_only' });
    expect((globalThis.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/v1/instance');
  });

  it('stays as it was when the settings cannot be read', async () => {
    answerWith(200, { avatarLookup: false, name: '', registration: 'open' });
    await loadInstanceSettingsFx();
    answerWith(503, { error: { code: 'database_unavailable', message: 'down', statusCode: 503 } });
    await expect(loadInstanceSettingsFx()).rejects.toBeDefined();
    expect($instanceSettings.getState()).toEqual({ avatarLookup: false, name: '', registration: 'open' });
  });
});
