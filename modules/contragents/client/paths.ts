/** The module's pages (manifest routes: partners, partners/:id, benchmark, invoices, acts, contracts). */
import { MODULE_ID } from './moduleId';

const base = `/modules/${MODULE_ID}`;

export const partnersPath = () => `${base}/partners`;
export const partnerPath = (id: string) => `${base}/partners/${id}`;
export const benchmarksPath = () => `${base}/benchmark`;
export const benchmarkPath = (id: string) => `${base}/benchmark?id=${id}`;
export type DocumentList = 'invoices' | 'acts' | 'contracts';
export const documentsPath = (list: DocumentList, partnerId?: string) => `${base}/${list}${partnerId ? `?partner=${partnerId}` : ''}`;
