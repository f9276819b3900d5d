/** The flows' texts: API errors, run log entries and the owner's notifications, in Russian and English. */
import { fillMessage, type Locale, type LocalisedText, type MessageParams, ModuleError } from '@artel/sdk/server';

export const flowMessages = {
  ru: {
    flow_not_found: 'Сценарий не найден',
    run_not_found: 'Запуск не найден',
    flow_name_required: 'Укажите название сценария',
    unknown_trigger: 'Неизвестный триггер «{type}»',
    trigger_not_available: 'Триггер «{type}» недоступен: модуль не включён в рабочем пространстве',
    trigger_required: 'Выберите триггер, чтобы включить сценарий',
    unknown_action: '{node}: неизвестное действие «{type}»',
    action_not_available: '{node}: действие недоступно, его модуль не включён в рабочем пространстве',
    setting_required: '{node}: заполните поле «{setting}»',
    choice_required: '{node}: выберите «{setting}»',
    setting_invalid: '{node}: некорректное значение поля «{setting}»',
    cron_invalid: '{node}: некорректное расписание cron «{value}»',
    url_invalid: '{node}: поле «{setting}» должно быть адресом http(s)',
    url_not_allowed: '{node}: поле «{setting}»: {reason}',
    condition_invalid: '{node}: некорректное условие: {reason}',
    condition_unknown_field: '{node}: в условии неизвестное поле «{field}»',
    step_invalid: 'Шаг {index}: некорректное описание шага',
    step_duplicate: 'Шаг «{step}» встречается дважды',
    steps_required: 'Добавьте хотя бы одно действие, чтобы включить сценарий',
    node_trigger: 'Триггер',
    node_conditions: 'Условия',
    node_step: 'Шаг {index} «{label}»',
    node_step_unnamed: 'Шаг {index}',
    loop_stopped: 'Цепочка сценариев остановлена: глубина {depth} (сценарии запускают друг друга по кругу?)',
    flow_loop: 'Действие «{action}» снова запустит этот сценарий (событие «{event}»{where})',
    flow_loop_through: 'Действие «{action}» снова запустит этот сценарий через сценарий {through} (событие «{event}»{where})',
    loop_repeated: 'Остановлен цикл: сценарий снова запущен цепочкой, которую сам начал ({chain})',
    loop_notice_title: 'Сценарий «{flow}» остановлен: он запускает сам себя',
    loop_notice_message: '{reason}. Измените действия или добавьте условие, чтобы цикл не повторялся.',
    rate_limited:
      'Превышен лимит: не более {limit, plural, one {# запуска} few {# запусков} many {# запусков} other {# запуска}} сценария в минуту',
    run_interrupted: 'Запуск прерван: сервер остановился во время выполнения',
    run_failed_title: 'Сценарий «{flow}» завершился с ошибкой',
    run_failed_message: '{step}: {error}',
    rate_limited_title: 'Сценарий «{flow}» превысил лимит запусков',
    rate_limited_message:
      'Не более {limit, plural, one {# запуска} few {# запусков} many {# запусков} other {# запуска}} в минуту; лишние события пропущены',
    notify_title: 'Сценарий «{flow}»',
    webhook_failed: 'Вебхук ответил {status} (попыток: {attempts})',
    webhook_unreachable: 'Вебхук недоступен (попыток: {attempts}): {reason}',
    would_notify: 'Уведомит: {names} — «{message}»',
    would_notify_nobody: 'Некого уведомлять: ни один из выбранных участников не видит, о чём это событие',
    sample_manual: 'Запуск сейчас: {name}',
    sample_schedule: 'Запуск по расписанию сейчас',
    sample_member_joined: 'Присоединился(-ась) {name}',
    would_call_webhook: 'Отправит POST на {url}',
    owner_lost_rights:
      'Пропущено, сценарий приостановлен: у владельца больше нет прав на управление сценариями в этом рабочем пространстве',
    owner_cannot_see: 'Пропущено: владелец сценария не может просматривать доску этого события',
    paused_title: 'Сценарий «{flow}» приостановлен',
    paused_message:
      'У владельца сценария ({owner}) больше нет прав на управление сценариями в этом рабочем пространстве. Включите сценарий снова, и он будет работать от вашего имени.',
  },
  en: {
    flow_not_found: 'Flow not found',
    run_not_found: 'Run not found',
    flow_name_required: 'Enter the flow name',
    unknown_trigger: 'Unknown trigger "{type}"',
    trigger_not_available: 'Trigger "{type}" is not available: its module is not enabled in the workspace',
    trigger_required: 'Choose a trigger to enable the flow',
    unknown_action: '{node}: unknown action "{type}"',
    action_not_available: '{node}: the action is not available, its module is not enabled in the workspace',
    setting_required: '{node}: fill in "{setting}"',
    choice_required: '{node}: choose "{setting}"',
    setting_invalid: '{node}: "{setting}" has an invalid value',
    cron_invalid: '{node}: invalid cron schedule "{value}"',
    url_invalid: '{node}: "{setting}" must be an http(s) address',
    url_not_allowed: '{node}: "{setting}": {reason}',
    condition_invalid: '{node}: invalid condition: {reason}',
    condition_unknown_field: '{node}: the condition uses an unknown field "{field}"',
    step_invalid: 'Step {index}: invalid step',
    step_duplicate: 'Step "{step}" appears twice',
    steps_required: 'Add at least one action to enable the flow',
    node_trigger: 'Trigger',
    node_conditions: 'Conditions',
    node_step: 'Step {index} "{label}"',
    node_step_unnamed: 'Step {index}',
    loop_stopped: 'Flow chain stopped at depth {depth} (are flows triggering each other in a loop?)',
    flow_loop: 'Action "{action}" would start this flow again (event "{event}"{where})',
    flow_loop_through: 'Action "{action}" would start this flow again through flow {through} (event "{event}"{where})',
    loop_repeated: 'Loop stopped: the flow was started again by the chain it began ({chain})',
    loop_notice_title: 'Flow "{flow}" was stopped: it starts itself',
    loop_notice_message: '{reason}. Change its actions or add a condition so the loop does not repeat.',
    rate_limited: 'Rate limit exceeded: at most {limit, plural, one {# run} other {# runs}} of a flow per minute',
    run_interrupted: 'The run was interrupted: the server stopped while it ran',
    run_failed_title: 'Flow "{flow}" failed',
    run_failed_message: '{step}: {error}',
    rate_limited_title: 'Flow "{flow}" hit its run limit',
    rate_limited_message: 'At most {limit, plural, one {# run} other {# runs}} per minute; further events were skipped',
    notify_title: 'Flow "{flow}"',
    webhook_failed: 'The webhook answered {status} (attempts: {attempts})',
    webhook_unreachable: 'The webhook is unreachable (attempts: {attempts}): {reason}',
    would_notify: 'Would notify {names}: "{message}"',
    would_notify_nobody: 'Nobody to notify: none of the members chosen may see what this event is about',
    sample_manual: 'Run now by {name}',
    sample_schedule: 'A scheduled run now',
    sample_member_joined: '{name} joined',
    would_call_webhook: 'Would POST to {url}',
    owner_lost_rights: 'Skipped, the flow was paused: its owner no longer has the rights to manage flows in this workspace',
    owner_cannot_see: "Skipped: the flow's owner cannot view this event's board",
    paused_title: 'Flow "{flow}" was paused',
    paused_message:
      'Its owner ({owner}) no longer has the rights to manage flows in this workspace. Enable it again to have it run on your behalf.',
  },
} as const;

export type FlowMessageKey = keyof (typeof flowMessages)['en'];

export function flowText(key: FlowMessageKey, locale: Locale, params?: MessageParams): string {
  return fillMessage(flowMessages[locale][key], params, locale);
}

/** A flow API error in the caller's language. */
export function flowError(code: FlowMessageKey, status: number, params?: MessageParams, details?: unknown): ModuleError {
  return new ModuleError(status, code, (locale) => flowText(code, locale, params), details);
}

/** The node of a definition at fault: the trigger, the conditions or a step (its id, position and label). */
export type FlowNode = 'trigger' | 'conditions' | { step: string; index: number; label?: LocalisedText };

/** The node as the user knows it: «Триггер», «Шаг 2 «Добавить метки»». */
export function nodeName(node: FlowNode, locale: Locale): string {
  if (node === 'trigger') return flowText('node_trigger', locale);
  if (node === 'conditions') return flowText('node_conditions', locale);
  return node.label
    ? flowText('node_step', locale, { index: node.index, label: node.label[locale] })
    : flowText('node_step_unnamed', locale, { index: node.index });
}

type DefinitionParams = Record<string, string | number | { ru: string; en: string }>;

/**
 * 400 naming the node in the text and as `details.nodeId` (and the setting's key as `details.setting`), for
 * the builder to highlight them. A parameter may be given in both languages (a setting's label).
 */
export function definitionError(code: FlowMessageKey, node: FlowNode, params: DefinitionParams = {}, setting?: string): ModuleError {
  const nodeId = typeof node === 'string' ? node : node.step;
  const localised = (locale: Locale): MessageParams =>
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'object' ? value[locale] : value]));
  return new ModuleError(400, code, (locale) => flowText(code, locale, { ...localised(locale), node: nodeName(node, locale) }), {
    nodeId,
    ...(setting ? { setting } : {}),
  });
}
