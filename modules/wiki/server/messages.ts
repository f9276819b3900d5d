/** The wiki's error texts in Russian and English (the same keys in each); a key is the error's code. */
import type { ModuleMessages } from '@artel/sdk/server';

export const wikiMessages: ModuleMessages = {
  ru: {
    article_not_found: 'Статья не найдена',
    revision_not_found: 'Версия не найдена',
    title_required: 'Укажите название статьи',
    title_too_long: 'Название не может быть длиннее {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
    title_taken: 'Статья «{title}» уже есть в этом рабочем пространстве',
    body_too_long: 'Текст статьи не может быть длиннее {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
    too_many_tags: 'У статьи может быть не больше {max, plural, one {# тега} few {# тегов} many {# тегов} other {# тега}}',
    tag_invalid: 'Тег должен быть от 1 до {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
    summary_too_long:
      'Описание изменений не может быть длиннее {max, plural, one {# символа} few {# символов} many {# символов} other {# символа}}',
    parent_not_found: 'Родительская статья не найдена',
    parent_cycle: 'Статью нельзя вложить в саму себя или в её вложенную страницу',
    version_conflict: 'Статью уже изменил другой участник: сравните изменения и сохраните ещё раз',
    versioning_disabled: 'История версий отключена в настройках модуля',
    search_disabled: 'Поиск отключён в настройках модуля',
    file_not_found: 'Файл не найден',
    file_too_large: 'Файл больше {max} МБ',
    file_type_not_allowed:
      'Такие файлы нельзя прикладывать к статьям: подойдут изображения PNG, JPEG, GIF, WebP, а также PDF, текст, таблицы и документы',
    file_not_base64: 'Файл пришёл повреждённым: попробуйте загрузить его ещё раз',
    restore_title_taken: 'Статью нельзя восстановить: название «{title}» уже занято. Переименуйте ту статью и попробуйте снова',
  },
  en: {
    article_not_found: 'Article not found',
    revision_not_found: 'Revision not found',
    title_required: 'The article needs a title',
    title_too_long: 'The title cannot be longer than {max, plural, one {# character} other {# characters}}',
    title_taken: 'This workspace already has an article titled “{title}”',
    body_too_long: 'The text cannot be longer than {max, plural, one {# character} other {# characters}}',
    too_many_tags: 'An article can have at most {max, plural, one {# tag} other {# tags}}',
    tag_invalid: 'A tag must be 1 to {max, plural, one {# character} other {# characters}} long',
    summary_too_long: 'The change summary cannot be longer than {max, plural, one {# character} other {# characters}}',
    parent_not_found: 'Parent article not found',
    parent_cycle: 'An article cannot be placed inside itself or one of its child pages',
    version_conflict: 'Someone else has changed the article: compare the changes and save again',
    versioning_disabled: 'Revision history is off in the module settings',
    search_disabled: 'Search is off in the module settings',
    file_not_found: 'File not found',
    file_too_large: 'The file is larger than {max} MB',
    file_type_not_allowed:
      'This kind of file cannot be attached to articles: PNG, JPEG, GIF and WebP images, PDF, text, spreadsheets and documents can',
    file_not_base64: 'The file arrived damaged: try uploading it again',
    restore_title_taken: 'The article cannot be restored: the title “{title}” is taken. Rename that article and try again',
  },
};
