/** A catalog like the server's with the kanban, notifications and telegram modules on, for the page tests. */
import type { FlowCatalog } from '../api/flowTypes';

export const catalog: FlowCatalog = {
  triggers: [
    {
      type: 'kanban.card.moved',
      module: 'kanban',
      label: { ru: 'Карточка перемещена', en: 'Card moved' },
      fields: [
        { key: 'title', type: 'string', label: { ru: 'Название карточки', en: 'Card title' } },
        { key: 'toColumnName', type: 'string', label: { ru: 'Колонка, куда перемещена', en: 'Column moved to' } },
        { key: 'assigneeId', type: 'member', label: { ru: 'Исполнитель', en: 'Assignee' } },
        { key: 'amount', type: 'number', label: { ru: 'Сумма', en: 'Amount' } },
      ],
      settings: [{ key: 'boardId', type: 'board', label: { ru: 'Доска', en: 'Board' } }],
      sample: { title: 'Поставить щиток', toColumnName: 'Готово', assigneeId: 'u-boris', amount: 0 },
    },
  ],
  actions: [
    {
      type: 'platform.notify',
      module: 'platform',
      label: { ru: 'Уведомить участников', en: 'Notify members' },
      settings: [
        { key: 'members', type: 'member', label: { ru: 'Участники', en: 'Members' }, templated: true },
        {
          key: 'role',
          type: 'select',
          label: { ru: 'Или все с ролью', en: 'Or everyone with the role' },
          options: [{ value: 'admin', label: { ru: 'Администраторы', en: 'Admins' } }],
        },
        { key: 'message', type: 'text', label: { ru: 'Текст', en: 'Message' }, required: true, templated: true },
      ],
    },
    {
      type: 'telegram.send_message',
      module: 'telegram',
      label: { ru: 'Написать в Telegram', en: 'Post to Telegram' },
      settings: [{ key: 'text', type: 'text', label: { ru: 'Сообщение', en: 'Message' }, required: true, templated: true }],
    },
  ],
};
