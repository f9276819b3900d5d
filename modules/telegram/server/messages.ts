/** The Telegram module's error texts, Russian and English (SPEC §8 style). */
export const messages = {
  ru: {
    token_format: 'Это не похоже на токен бота: он выглядит как 123456789:AA… и выдаётся @BotFather',
    token_rejected: 'Telegram не принял токен: проверьте его в @BotFather',
    telegram_unreachable: 'Не удалось связаться с Telegram: {reason}',
    bot_not_configured: 'Бот ещё не подключён',
    member_not_found: 'Такого участника нет в рабочем пространстве',
    chat_not_found: 'Бот не состоит в таком чате',
    board_not_found: 'Доска не найдена',
    username_format: 'Имя пользователя Telegram — от 5 до 32 латинских букв, цифр и «_», начинается с буквы',
    username_taken: 'Имя @{username} уже указано у другого участника',
  },
  en: {
    token_format: "This does not look like a bot token: it looks like 123456789:AA… and comes from @BotFather",
    token_rejected: 'Telegram did not accept the token: check it with @BotFather',
    telegram_unreachable: 'Could not reach Telegram: {reason}',
    bot_not_configured: 'No bot is connected yet',
    member_not_found: 'There is no such member in the workspace',
    chat_not_found: 'The bot is not in such a chat',
    board_not_found: 'Board not found',
    username_format: 'A Telegram username is 5 to 32 Latin letters, digits and "_", starting with a letter',
    username_taken: '@{username} is already given for another member',
  },
};
