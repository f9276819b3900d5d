import { settingValue } from './settingValues';

it('reads durations, the threshold and counts as people say them, in both languages', () => {
  expect(settingValue('sessionTimeout', 86_400_000, 'ru')).toBe('24 часа');
  expect(settingValue('sessionTimeout', 86_400_000, 'en')).toBe('24 hours');
  expect(settingValue('reconnectInterval', 5000, 'ru')).toBe('5 секунд');
  expect(settingValue('reconnectInterval', 60_000, 'en')).toBe('1 minute');
  expect(settingValue('confidenceThreshold', 0.7, 'ru')).toBe('70\u00a0%');
  expect(settingValue('confidenceThreshold', 0.7, 'en')).toBe('70%');
  expect(settingValue('maxMessageHistory', 1000, 'ru')).toBe('1\u00a0000');
  expect(settingValue('timeZone', 'Europe/Moscow', 'ru')).toBe('Europe/Moscow');
});
