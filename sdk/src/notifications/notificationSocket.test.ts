import { notificationSocketUrl } from './notificationSocket';

describe('notificationSocketUrl', () => {
  it('names the token and the workspace on the same host, over wss for an https page', () => {
    expect(notificationSocketUrl('a.b/c', 'w1', { protocol: 'https:', host: 'artel.example' })).toBe(
      'wss://artel.example/api/v1/notifications/ws?token=a.b%2Fc&workspace_id=w1',
    );
  });

  it('uses ws for http and leaves workspace_id out when there is no workspace', () => {
    expect(notificationSocketUrl('t', null, { protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/api/v1/notifications/ws?token=t',
    );
  });
});
