import { render } from '@testing-library/react';
import { HighlightedText, highlightedParts } from './HighlightedText';

it('cuts the text at the ranges in order, leaving out ranges that overlap or fall outside', () => {
  expect(
    highlightedParts('договор и договоры', [
      { start: 10, end: 18 },
      { start: 0, end: 7 },
      { start: 5, end: 9 },
      { start: 15, end: 40 },
    ]),
  ).toEqual([
    { text: 'договор', marked: true },
    { text: ' и ', marked: false },
    { text: 'договоры', marked: true },
  ]);
  expect(highlightedParts('текст')).toEqual([{ text: 'текст', marked: false }]);
});

it('renders markup in the text as text, the ranges as <mark>', () => {
  const { container } = render(<HighlightedText text="<img src=x onerror=alert(1)> договор" ranges={[{ start: 29, end: 36 }]} />);
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('mark')?.textContent).toBe('договор');
  expect(container.textContent).toBe('<img src=x onerror=alert(1)> договор');
});
