/**
 * A flow whose webhook aims inside the network is refused when it is saved, not only when it runs: the
 * outbound client's check, with placeholders standing in for what a run fills in (a host made of data must
 * still be a public name).
 */
import { isOutboundError, type OutboundHttp } from '@artel/sdk/server';
import type { FlowCatalog } from './flowCatalog';
import type { FlowDefinition } from './flowDefinition';
import { definitionError } from './flowMessages';
import { numberedSteps, stepNode } from './stepNodes';

export async function checkOutboundUrls(definition: FlowDefinition, catalog: FlowCatalog, outbound: OutboundHttp): Promise<void> {
  for (const { step, index } of numberedSteps(definition.steps)) {
    if (step.kind !== 'action') continue;
    const fields = catalog.action(step.action)?.definition.settings ?? [];
    for (const field of fields) {
      const value = step.settings[field.key];
      if (field.type !== 'url' || typeof value !== 'string' || !value) continue;
      try {
        await outbound.check(value.replace(/\{\{[^}]*\}\}/g, 'x'));
      } catch (error) {
        if (!isOutboundError(error)) throw error;
        throw definitionError(
          'url_not_allowed',
          stepNode(step, index, catalog),
          { setting: field.label, reason: { ru: error.text('ru'), en: error.text('en') } },
          field.key,
        );
      }
    }
  }
}
