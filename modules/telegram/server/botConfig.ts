/**
 * The workspace's module config the bot runs with. The scheduler's polls run outside any request, so the
 * values are kept on the bot's row: when it is connected, and again when a module page finds them changed.
 */
import type { ModuleConfig } from '@artel/sdk/server';

const DEFAULT_TIME_ZONE = 'Europe/Moscow';
const DEFAULT_MAX_MESSAGE_HISTORY = 100;
const DEFAULT_RECONNECT_INTERVAL = 5000;
const DEFAULT_CONFIDENCE_THRESHOLD = 0.7;
const DEFAULT_SESSION_TIMEOUT = 86_400_000;

export interface BotSettings {
  timeZone: string;
  maxMessageHistory: number;
  reconnectInterval: number;
  confidenceThreshold: number;
  sessionTimeout: number;
}

function positiveInteger(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function botSettings(config: ModuleConfig): BotSettings {
  const threshold = config.confidenceThreshold;
  return {
    timeZone: isTimeZone(config.timeZone) ? config.timeZone : DEFAULT_TIME_ZONE,
    maxMessageHistory: positiveInteger(config.maxMessageHistory, DEFAULT_MAX_MESSAGE_HISTORY),
    reconnectInterval: positiveInteger(config.reconnectInterval, DEFAULT_RECONNECT_INTERVAL),
    confidenceThreshold: typeof threshold === 'number' && threshold >= 0 && threshold <= 1 ? threshold : DEFAULT_CONFIDENCE_THRESHOLD,
    sessionTimeout: positiveInteger(config.sessionTimeout, DEFAULT_SESSION_TIMEOUT),
  };
}

/** The settings that differ between the config and the bot's row; empty when none. */
export function changedSettings(config: ModuleConfig, bot: BotSettings): Partial<BotSettings> {
  const wanted = botSettings(config);
  return Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => bot[key as keyof BotSettings] !== value),
  ) as Partial<BotSettings>;
}
