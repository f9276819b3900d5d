/** The module's texts for the contract's messages service: flat keys, `{name}` placeholders, same keys in ru and en. */
import type { ModuleMessages } from '@artel/sdk/server';
import en from './messages/en.json';
import ru from './messages/ru.json';

export const messages: ModuleMessages = { ru, en };
