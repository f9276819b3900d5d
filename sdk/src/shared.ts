/**
 * `@artel/sdk/shared`: the SDK's dependency-free code that the server uses too (SPEC §6 permissions, the
 * validation rules and their ru/en texts, notification types, module config options, the flow
 * wire shapes). No React, no DOM.
 */
export * from './permissions';
export * from './validation';
// Here and not in ./validation, which the browser bundle exports too: there each language is its own chunk.
export { default as validationMessagesRu } from './validation/messages.ru.json';
export { default as validationMessagesEn } from './validation/messages.en.json';
export * from './notifications/notificationTypes';
export * from './modules/registry/moduleDefinitionRules';
export type { ModuleConfigOption } from './types';
export * from './flows/flowStates';
export type * from './flows/flowWireTypes';
export * from './flows/templateFields';
