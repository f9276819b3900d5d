import { changeListState, INITIAL_LIST_STATE, listRequest, listStateSearch, pageCount, pageRange, readListState } from './partnerListModel';

it('reads back from the URL the filters it wrote there, and leaves the initial list a bare address', () => {
  const state = {
    search: 'Ёлка',
    statuses: ['lead', 'active'] as const,
    tag: 'бетон',
    responsibleId: 'u1',
    deleted: 'include' as const,
    sort: '-updatedAt' as const,
    page: 3,
  };
  const search = listStateSearch({ ...state, statuses: [...state.statuses] });
  expect(readListState(new URLSearchParams(search))).toEqual({ ...state, statuses: ['lead', 'active'] });
  expect(listStateSearch(INITIAL_LIST_STATE)).toBe('');
});

it('ignores what a hand-edited URL gets wrong instead of sending it to the server', () => {
  expect(readListState(new URLSearchParams('status=lead,bogus&sort=inn&deleted=all&page=-2'))).toEqual({
    ...INITIAL_LIST_STATE,
    statuses: ['lead'],
  });
});

it('starts again at page 1 when a filter changes, but keeps a page the user chose', () => {
  const onPage4 = { ...INITIAL_LIST_STATE, page: 4 };
  expect(changeListState(onPage4, { search: 'ООО' }).page).toBe(1);
  expect(changeListState(onPage4, { page: 5 }).page).toBe(5);
});

it("asks the server for one page of 50 with the user's filters, and leaves deleted ones to the module setting unless chosen", () => {
  expect(listRequest({ ...INITIAL_LIST_STATE, search: '  7707083893 ', statuses: ['paused'], page: 2 })).toEqual({
    search: '7707083893',
    status: 'paused',
    sort: 'name',
    page: 2,
    pageSize: 50,
  });
  expect(listRequest({ ...INITIAL_LIST_STATE, deleted: 'only' }).deleted).toBe('only');
});

it('counts the pages and the rows shown for 10 000 partners', () => {
  expect(pageCount(10_000)).toBe(200);
  expect(pageCount(0)).toBe(1);
  expect(pageRange(200, 10_000)).toEqual({ from: 9951, to: 10_000 });
  expect(pageRange(1, 0)).toEqual({ from: 0, to: 0 });
});
