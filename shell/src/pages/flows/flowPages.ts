/** The flow list and run log pages: one lazy chunk, without the builder's canvas. */
import './flows.css';
export { FlowListPage } from './list/FlowListPage';
export { FlowRunsPage } from './runs/FlowRunsPage';
