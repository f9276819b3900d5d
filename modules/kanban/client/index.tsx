/**
 * Kanban: the module's entry. It declares the pages of SPEC §2 under /modules/kanban, a second navigation
 * item for the calendar (the first, to boards, comes from manifest.json), two dashboard widgets, the card
 * search of the top bar, the point other modules add card actions to, and its texts.
 * Pages and widgets are chunks of their own (lazyComponent): the dashboard fetches the two widgets, not the board.
 */
import { CREATE_ACTIONS_POINT, type CreateAction, defineModule, lazyComponent, type ModuleDefinition, type ModuleSdk } from '@artel/sdk';
import manifest from '../manifest.json';
import { defineCardActions } from './card/cardActions';
import { bindKanbanSdk } from './kanbanSdk';
import { MODULE_ID } from './moduleId';
import { newBoardPath, newCardPath } from './paths';
import { cardSearchProvider } from './search/cardSearch';
import { translations } from './translations';
import './kanban.css';
import { mayCreateBoards, mayCreateCards } from './kanbanRouteAccess';

const BoardsPage = lazyComponent(() => import(/* webpackChunkName: "kanban-boards" */ './pages/BoardsPage'), 'BoardsPage');
const ArchivedPage = lazyComponent(() => import(/* webpackChunkName: "kanban-boards" */ './pages/ArchivedPage'), 'ArchivedPage');
const BoardPage = lazyComponent(() => import(/* webpackChunkName: "kanban-board" */ './pages/BoardPage'), 'BoardPage');
const CalendarPage = lazyComponent(() => import(/* webpackChunkName: "kanban-calendar" */ './calendar/CalendarPage'), 'CalendarPage');
const NewCardPage = lazyComponent(() => import(/* webpackChunkName: "kanban-new-card" */ './pages/NewCardPage'), 'NewCardPage');
const MyCardsWidget = lazyComponent(
  () => import(/* webpackChunkName: "kanban-my-cards-widget" */ './widgets/MyCardsWidget'),
  'MyCardsWidget',
);
const BoardSummaryWidget = lazyComponent(
  () => import(/* webpackChunkName: "kanban-board-summary-widget" */ './widgets/BoardSummaryWidget'),
  'BoardSummaryWidget',
);

export const { bootstrap, mount, unmount, definition, install } = defineModule<ModuleSdk>({
  definition: manifest as unknown as ModuleDefinition,
  install(sdk) {
    sdk.addTranslations(translations);
    bindKanbanSdk(sdk);
    // First match wins: 'boards/archived' before 'boards/:id'.
    sdk.registerRoutes([
      { path: '', component: BoardsPage },
      { path: 'boards', component: BoardsPage },
      { path: 'boards/archived', component: ArchivedPage },
      { path: 'boards/:id', component: BoardPage },
      { path: 'calendar', component: CalendarPage },
      { path: 'cards/new', component: NewCardPage, canOpen: mayCreateCards },
    ]);
    sdk.extensions.register<CreateAction>(CREATE_ACTIONS_POINT, {
      id: 'kanban.card',
      title: 'kanban:newCard.action',
      icon: 'new-text-box',
      path: newCardPath(),
      position: 10,
      canOpen: mayCreateCards,
    });
    sdk.extensions.register<CreateAction>(CREATE_ACTIONS_POINT, {
      id: 'kanban.board',
      title: 'kanban:newBoard.action',
      icon: 'add-column-right',
      path: newBoardPath(),
      position: 20,
      canOpen: mayCreateBoards,
    });
    // The calendar's sidebar item ('Календарь' in Russian); the first, to boards, comes from manifest.json.
    sdk.registerTranslatedNavigationItem({
      id: 'calendar',
      path: `/modules/${MODULE_ID}/calendar`,
      titleKey: 'nav.calendar',
      icon: 'calendar',
      section: 'modules',
      position: 51,
    });
    sdk.widgets.register({ id: 'my-cards', title: sdk.t('widgets.myCards'), component: MyCardsWidget, defaultSize: { w: 2, h: 2 } });
    sdk.widgets.register({
      id: 'board-summary',
      title: sdk.t('widgets.boardSummary'),
      component: BoardSummaryWidget,
      defaultSize: { w: 2, h: 1 },
    });
    sdk.search.registerProvider(cardSearchProvider(sdk));
    defineCardActions(sdk);
  },
});
