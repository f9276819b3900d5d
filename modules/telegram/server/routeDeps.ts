/** What the Telegram module's route files share, made once in server/index.ts. */
import type {
  ErrorsService,
  HttpService,
  MembersService,
  MessagesService,
  ModuleLogger,
  ModuleOrm,
  PermissionsService,
} from '@artel/sdk/server';
import type { BotApiFor } from './botApi';
import type { TaskCards } from './taskCards';
import type { TelegramAccess } from './telegramAccess';
import type { TokenCipher } from './tokenCipher';

export interface TelegramRouteDeps {
  orm: ModuleOrm;
  http: Pick<HttpService, 'context'>;
  access: TelegramAccess;
  errors: ErrorsService;
  permissions: PermissionsService;
  members: MembersService;
  messages: MessagesService;
  logger: ModuleLogger;
  /** The bot token's cipher. */
  cipher: TokenCipher;
  botApiFor: BotApiFor;
  tasks: TaskCards;
}

/** A code of messages.ts, or a code another module answered with (kanban's), said in a general way. */
export const describeCode =
  (messages: MessagesService, own: Record<string, string>, locale: 'ru' | 'en') =>
  (code: string): string =>
    code in own ? messages.t(code, locale) : messages.t('card_refused', locale, { code });
