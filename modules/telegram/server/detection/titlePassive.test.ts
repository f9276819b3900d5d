import { madeSureAsOrder, passiveAsOrder } from './titlePassive';

describe('work said of its object as a need or in the passive becomes an order', () => {
  it.each([
    ['the timer on the outside lamp needs resetting', 'reset the timer on the outside lamp'],
    ['the sample sale rack needs steaming and tagging', 'steam and tag the sample sale rack'],
    ['@rosa the linen (14 bags) must be ironed and folded', 'iron and fold the linen (14 bags)'],
    ['the Christmas special needs to be mastered and scheduled', 'master and schedule the Christmas special'],
    ['have the addresses printed on the cards', 'print the addresses on the cards'],
    ['get the extra kegs of Carlton Draught ordered', 'order the extra kegs of Carlton Draught'],
    ['get the dollies counted and the broken ones tagged', 'count the dollies and the broken ones tagged'],
  ])('«%s» → «%s»', (title, order) => {
    expect(passiveAsOrder(title)).toBe(order);
  });

  it.each([
    // A state, not an obligation.
    'the printer is broken',
    // Someone else does it: the card asks to get it done.
    'get the switching programme signed off by Energinet',
    // A participle before its noun is no order.
    'get the road closed signs out to the Ballyclane road',
    // "need to go" is no passive.
    'the unsold proofs need to go back',
    // A third person or a plural is no participle.
    'have the parts list',
  ])('leaves «%s» as it is', (title) => {
    expect(passiveAsOrder(title)).toBe(title);
  });
});

describe('work named as a noun or a state to make sure of', () => {
  it.each([
    ['the lint filters on dryers 1 and 2 need a proper clean', 'clean the lint filters on dryers 1 and 2'],
    ['the October harvest records need your signature', 'sign the October harvest records'],
    ['the Panigale on lift 2 needs the desmo service done', 'do the desmo service on the Panigale on lift 2'],
  ])('«%s» is «%s»', (title, order) => {
    expect(passiveAsOrder(title)).toBe(order);
  });

  it.each([
    ['yes, just make sure the briefing sheets for the Heist game are printed', 'print the briefing sheets for the Heist game'],
    ['sure, just make sure the Duval invoice goes out', 'send the Duval invoice'],
    ['Tom, make sure the van gets cleaned', 'clean the van'],
    ['make sure the calibration sphere is aboard', 'make sure the calibration sphere is aboard'],
  ])('«%s» is «%s»', (title, order) => {
    expect(madeSureAsOrder(title)).toBe(order);
  });
});
