/** The module's two dashboard widgets, one chunk for both (the entry declares them with lazyComponent). */
export { OverdueInvoicesWidget } from './OverdueInvoicesWidget';
export { ReceivablesWidget } from './ReceivablesWidget';
