import { api } from '@artel/sdk';
import { useEffect, useState } from 'react';

export interface EntityItem {
  id: string;
  name: string;
}

export type EntityKind = 'partner' | 'article' | 'invoice';

/** Where the workspace's partners, articles and invoices are listed: their modules' list calls, read by name. */
const LOADERS: Record<EntityKind, () => Promise<EntityItem[]>> = {
  partner: async () =>
    (await api.get<{ partners?: EntityItem[] }>('/modules/contragents/partners', { query: { pageSize: 200 } })).partners?.map(
      ({ id, name }) => ({ id, name }),
    ) ?? [],
  article: async () =>
    (
      await api.get<{ articles?: Array<{ id: string; title: string }> }>('/modules/wiki/articles', {
        query: { order: 'title', limit: 200 },
      })
    ).articles?.map(({ id, title }) => ({ id, name: title })) ?? [],
  invoice: async () =>
    (
      await api.get<{ documents?: Array<{ id: string; number: string; buyer: { name: string } }> }>('/modules/contragents/documents', {
        query: { kind: 'invoice', pageSize: 200 },
      })
    ).documents?.map(({ id, number, buyer }) => ({ id, name: `${number} — ${buyer.name}` })) ?? [],
};

/**
 * The partners, articles or invoices of the workspace, for their pickers. null while unknown, and when the
 * list cannot be read (the module is off), in which case the builder asks for the value as text.
 */
export function useEntityList(kind: EntityKind | null): EntityItem[] | null {
  const [loaded, setLoaded] = useState<{ kind: EntityKind; items: EntityItem[] | null } | null>(null);
  useEffect(() => {
    if (!kind) return;
    let current = true;
    LOADERS[kind]()
      .catch(() => null)
      .then((items) => {
        if (current) setLoaded({ kind, items });
      });
    return () => {
      current = false;
    };
  }, [kind]);
  return kind && loaded?.kind === kind ? loaded.items : null;
}
