/** The Telegram module's error texts, Russian and English (SPEC §8 style). */
export const messages = {
  ru: {
    token_format: 'Это не похоже на токен бота: он выглядит как 123456789:AA… и выдаётся @BotFather',
    token_rejected: 'Telegram не принял токен: проверьте его в @BotFather',
    telegram_unreachable: 'Не удалось связаться с Telegram: {reason}',
    bot_not_configured: 'Бот ещё не подключён',
  },
  en: {
    token_format: "This does not look like a bot token: it looks like 123456789:AA… and comes from @BotFather",
    token_rejected: 'Telegram did not accept the token: check it with @BotFather',
    telegram_unreachable: 'Could not reach Telegram: {reason}',
    bot_not_configured: 'No bot is connected yet',
  },
};
