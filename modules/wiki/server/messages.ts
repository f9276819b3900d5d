/** The wiki's error texts in Russian and English (the same keys in each); a key is the error's code. */
import type { ModuleMessages } from '@artel/sdk/server';

export const wikiMessages: ModuleMessages = {
  ru: {
    article_not_found: 'Статья не найдена',
    revision_not_found: 'Версия не найдена',
    title_required: 'Укажите название статьи',
    title_too_long: 'Название не может быть длиннее {max} символов',
    title_taken: 'Статья «{title}» уже есть в этом рабочем пространстве',
    body_too_long: 'Текст статьи не может быть длиннее {max} символов',
    too_many_tags: 'У статьи может быть не больше {max} тегов',
    tag_invalid: 'Тег должен быть от 1 до {max} символов',
    summary_too_long: 'Описание изменений не может быть длиннее {max} символов',
    parent_not_found: 'Родительская статья не найдена',
    parent_cycle: 'Статью нельзя вложить в саму себя или в её вложенную страницу',
    version_conflict: 'Статью уже изменил другой участник: сравните изменения и сохраните ещё раз',
    versioning_disabled: 'История версий отключена в настройках модуля',
    search_disabled: 'Поиск отключён в настройках модуля',
    wiki_permission_denied: 'Недостаточно прав: {permission}',
  },
  en: {
    article_not_found: 'Article not found',
    revision_not_found: 'Revision not found',
    title_required: 'The article needs a title',
    title_too_long: 'The title cannot be longer than {max} characters',
    title_taken: 'This workspace already has an article titled “{title}”',
    body_too_long: 'The text cannot be longer than {max} characters',
    too_many_tags: 'An article can have at most {max} tags',
    tag_invalid: 'A tag must be 1 to {max} characters long',
    summary_too_long: 'The change summary cannot be longer than {max} characters',
    parent_not_found: 'Parent article not found',
    parent_cycle: 'An article cannot be placed inside itself or one of its child pages',
    version_conflict: 'Someone else has changed the article: compare the changes and save again',
    versioning_disabled: 'Revision history is off in the module settings',
    search_disabled: 'Search is off in the module settings',
    wiki_permission_denied: 'Not enough rights: {permission}',
  },
};
