/**
 * A module that contributes a trigger and actions to flows, as bundled modules do through `flows`: what the
 * engine's tests drive. `recorded` keeps what its actions did, in order.
 */
import { defineServerModule, type EventsService, type FlowsService } from '@artel/sdk/server';

export interface ProbeEffect {
  action: string;
  settings: Record<string, unknown>;
  event: Record<string, unknown>;
}

/** The title of the board change `probe.touch_board` makes (no board id: the owner could not see a made-up board). */
export const TOUCHED_TITLE = 'Доска тронута';

export function flowProbe() {
  const recorded: ProbeEffect[] = [];
  let flows: FlowsService | undefined;
  let events: EventsService | undefined;
  const module = defineServerModule({
    id: 'probe',
    register(services) {
      flows = services.flows;
      events = services.events;
      services.flows.registerTrigger({
        type: 'probe.happened',
        label: { ru: 'Что-то случилось', en: 'Something happened' },
        fields: [
          { key: 'kind', type: 'string', label: { ru: 'Вид', en: 'Kind' } },
          { key: 'amount', type: 'number', label: { ru: 'Сумма', en: 'Amount' } },
          { key: 'title', type: 'string', label: { ru: 'Заголовок', en: 'Title' } },
          { key: 'card', type: 'string', label: { ru: 'Карточка', en: 'Card' } },
        ],
        settings: [{ key: 'kind', type: 'string', label: { ru: 'Вид', en: 'Kind' } }],
        sample: { kind: 'sample', amount: 5, title: 'Sample title', card: { title: 'Sample card' } },
      });
      services.flows.registerAction({
        type: 'probe.record',
        label: { ru: 'Записать', en: 'Record' },
        settings: [
          { key: 'note', type: 'string', required: true, templated: true, label: { ru: 'Заметка', en: 'Note' } },
          { key: 'count', type: 'number', label: { ru: 'Число', en: 'Count' } },
        ],
        async preview(_context, settings) {
          return { wouldDo: `would record ${String(settings.note)}` };
        },
        async run(_context, settings, event) {
          recorded.push({ action: 'probe.record', settings, event });
          return { output: { recorded: settings.note } };
        },
      });
      services.flows.registerAction({
        type: 'probe.echo',
        label: { ru: 'Повторить событие', en: 'Echo the event' },
        settings: [],
        mayEmit: async () => [{ trigger: 'probe.happened', event: {}, where: { ru: 'с тем же событием', en: 'with the same event' } }],
        async preview() {
          return { wouldDo: 'would echo' };
        },
        async run(context, _settings, event) {
          recorded.push({ action: 'probe.echo', settings: {}, event });
          await services.flows.emit('probe.happened', { workspaceId: context.workspaceId, payload: { ...event } });
          return {};
        },
      });
      // The event again with its amount one higher: a chain of different flows, each waiting for its amount.
      services.flows.registerAction({
        type: 'probe.bump',
        label: { ru: 'Увеличить сумму', en: 'Bump the amount' },
        settings: [],
        mayEmit: async () => [{ trigger: 'probe.happened', event: {} }],
        async preview() {
          return { wouldDo: 'would bump' };
        },
        async run(context, _settings, event) {
          recorded.push({ action: 'probe.bump', settings: {}, event });
          await services.flows.emit('probe.happened', {
            workspaceId: context.workspaceId,
            payload: { ...event, amount: Number(event.amount) + 1 },
          });
          return {};
        },
      });
      services.flows.registerAction({
        type: 'probe.touch_board',
        label: { ru: 'Изменить доску', en: 'Touch the board' },
        settings: [],
        mayEmit: async () => [{ trigger: 'probe.board_changed', event: { title: TOUCHED_TITLE } }],
        async preview() {
          return { wouldDo: 'would touch the board' };
        },
        async run(context, _settings, event) {
          recorded.push({ action: 'probe.touch_board', settings: {}, event });
          await services.flows.emit('probe.board_changed', { workspaceId: context.workspaceId, payload: { title: TOUCHED_TITLE } });
          return {};
        },
      });
      services.flows.registerTrigger({
        type: 'probe.board_changed',
        label: { ru: 'Доска изменилась', en: 'A board changed' },
        fields: [
          { key: 'boardId', type: 'board', label: { ru: 'Доска', en: 'Board' } },
          { key: 'title', type: 'string', label: { ru: 'Заголовок', en: 'Title' } },
        ],
        settings: [],
        sample: { boardId: '00000000-0000-4000-8000-000000000002', title: 'Sample title' },
      });
      // An action whose careless module repeats its secret in what it answers and in its error.
      services.flows.registerAction({
        type: 'probe.use_token',
        label: { ru: 'Использовать токен', en: 'Use a token' },
        settings: [
          { key: 'token', type: 'secret', required: true, label: { ru: 'Токен', en: 'Token' } },
          { key: 'refuse', type: 'boolean', label: { ru: 'Отказать', en: 'Refuse' } },
        ],
        async preview(_context, settings) {
          return { wouldDo: `would use ${String(settings.token)}`, output: { token: settings.token } };
        },
        async run(context, settings) {
          if (settings.refuse === true) throw new Error(`the service refused token ${String(settings.token)}`);
          recorded.push({ action: 'probe.use_token', settings, event: context.event });
          return { output: { used: `token ${String(settings.token)}` } };
        },
      });
      services.flows.registerAction({
        type: 'probe.fail',
        label: { ru: 'Сломаться', en: 'Fail' },
        settings: [],
        async preview() {
          return { wouldDo: 'would fail' };
        },
        async run() {
          throw new Error('the probe broke');
        },
      });
    },
  });
  return {
    module,
    recorded,
    emit: (workspaceId: string, payload: Record<string, unknown>) => flows!.emit('probe.happened', { workspaceId, payload }),
    /** The module's own in-process event, as a module emits one after its change. */
    emitEvent: (name: string, payload: Record<string, unknown>) => events!.emit(name, payload),
    emitBoardChanged: (workspaceId: string, payload: { boardId: string; title: string }) =>
      flows!.emit('probe.board_changed', { workspaceId, payload }),
  };
}
