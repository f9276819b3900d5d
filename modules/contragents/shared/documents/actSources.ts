/**
 * The invoices an act may be made from: sent to the buyer, paid or not. A draft was never sent and a cancelled
 * invoice is void, so neither confirms a delivery. The server refuses the rest; the client offers no button for them.
 */
export const ACT_SOURCE_STATES: readonly string[] = ['issued', 'partiallyPaid', 'paid'];

export const givesActs = (invoiceState: string): boolean => ACT_SOURCE_STATES.includes(invoiceState);
