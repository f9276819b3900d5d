/**
 * The signed webhook action: POSTs the body (the event as JSON unless a template is given) with
 * `X-Artel-Signature: sha256=<hex HMAC-SHA256 of the body with the step's secret>`, so the receiver can tell
 * it came from this flow. Each attempt times out; network errors, 429 and 5xx are retried with exponential
 * backoff, other answers are final. The call goes through the outbound client, so an address inside the
 * network is refused for good (not retried) unless the platform's administrator allowed it; redirects are not
 * followed, a receiver's redirect is its answer.
 */
import { createHmac } from 'node:crypto';
import { type FlowActionDefinition, type FlowEvent, type FlowSettings, isOutboundError, type OutboundHttp } from '@artel/sdk/server';
import { concealChosenSecret } from '../logging/knownSecrets';
import { flowText } from './flowMessages';
import { describeWebhook } from './stepSentences';

export const SIGNATURE_HEADER = 'X-Artel-Signature';

export interface WebhookPolicy {
  timeoutMs: number;
  /** 1 attempt and this many retries. */
  retries: number;
  baseDelayMs: number;
}

export const DEFAULT_WEBHOOK_POLICY: WebhookPolicy = { timeoutMs: 10_000, retries: 3, baseDelayMs: 1000 };

export function signature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const retriable = (status: number) => status === 429 || status >= 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bodyOf = (settings: FlowSettings, event: FlowEvent) =>
  typeof settings.body === 'string' && settings.body ? settings.body : JSON.stringify(event);

export function webhookAction(outbound: OutboundHttp, policy: WebhookPolicy = DEFAULT_WEBHOOK_POLICY): FlowActionDefinition {
  const attempts = policy.retries + 1;
  return {
    type: 'platform.webhook',
    label: { ru: 'Отправить подписанный вебхук', en: 'Send a signed webhook' },
    describe: describeWebhook,
    settings: [
      { key: 'url', type: 'url', required: true, label: { ru: 'Адрес', en: 'URL' } },
      { key: 'secret', type: 'secret', required: true, label: { ru: 'Секрет подписи', en: 'Signing secret' } },
      {
        key: 'body',
        type: 'text',
        templated: true,
        label: { ru: 'Тело (по умолчанию событие в JSON)', en: 'Body (the event as JSON by default)' },
      },
    ],
    async preview(context, settings, event) {
      const url = String(settings.url);
      concealChosenSecret(String(settings.secret));
      return { wouldDo: flowText('would_call_webhook', context.locale, { url }), output: { url, body: bodyOf(settings, event) } };
    },
    async run(context, settings, event) {
      const url = String(settings.url);
      concealChosenSecret(String(settings.secret));
      const body = bodyOf(settings, event);
      const headers = {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signature(String(settings.secret), body),
        'X-Artel-Flow': context.flowId,
        ...(context.runId ? { 'X-Artel-Run': context.runId } : {}),
      };
      let lastStatus = 0;
      let lastError = '';
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        try {
          const response = await outbound.fetch(url, {
            method: 'POST',
            headers,
            body,
            timeoutMs: policy.timeoutMs,
            maxRedirects: 0,
            maxBytes: 1024 * 1024,
          });
          if (response.ok) return { output: { status: response.status, attempts: attempt } };
          lastStatus = response.status;
          if (!retriable(response.status))
            throw new Error(flowText('webhook_failed', context.locale, { status: response.status, attempts: attempt }));
        } catch (error) {
          if (lastStatus && !retriable(lastStatus)) throw error;
          // Refused, or an answer too large to be a receipt (it may have been taken): sending again would not help.
          if (isOutboundError(error) && (error.failure === 'address_not_allowed' || error.failure === 'too_large'))
            throw new Error(flowText('webhook_unreachable', context.locale, { attempts: attempt, reason: error.text(context.locale) }), {
              cause: error,
            });
          lastError = isOutboundError(error) ? error.text(context.locale) : error instanceof Error ? error.message : String(error);
        }
        if (attempt < attempts) await sleep(policy.baseDelayMs * 2 ** (attempt - 1));
      }
      if (lastStatus) throw new Error(flowText('webhook_failed', context.locale, { status: lastStatus, attempts: attempts }));
      throw new Error(flowText('webhook_unreachable', context.locale, { attempts: attempts, reason: lastError }));
    },
  };
}
