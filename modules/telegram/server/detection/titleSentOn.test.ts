import { sentOnAsOrder } from './titleSentOn';

describe('where a thing is to go, said as an order', () => {
  it.each([
    ['the Easter customer email has to go out', 'send the Easter customer email'],
    ['the unsold Pan Mac proofs need to go back', 'return the unsold Pan Mac proofs'],
    ['the rosette and grabs go back to the NIWA store', 'return the rosette and grabs to the NIWA store'],
    ['the decon unit needs to go to the north gate', 'take the decon unit to the north gate'],
  ])('«%s» is «%s»', (title, order) => {
    expect(sentOnAsOrder(title)).toBe(order);
  });

  it.each([
    "tag them in the cellar so they don't go back on the return run",
    'talk to the forwarder about the cut-off',
    'we need to go to the bank',
  ])('leaves «%s» as it is', (title) => {
    expect(sentOnAsOrder(title)).toBe(title);
  });
});
