import { navigate } from '../../router/router';
import { $leaveRequest, stayOnPage } from '../navigationGuard';

/**
 * Follows a link to `to` as a person would and says what happened: 'asked' when the unsaved-changes question
 * came up and the page stayed (the test then answers «stay»), 'left' when the page went without a question.
 */
export function tryLeaving(to: string): 'asked' | 'left' {
  const from = window.location.pathname + window.location.search;
  navigate(to);
  const asked = $leaveRequest.getState() !== null && window.location.pathname + window.location.search === from;
  if (asked) stayOnPage();
  return asked ? 'asked' : 'left';
}
