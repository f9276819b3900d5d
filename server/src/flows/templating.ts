/**
 * `{{field}}` placeholders in action settings, filled from the event with Mustache (logic-less: no code runs).
 * Values go out as plain text (a message, a card title, a webhook body), so nothing is HTML-escaped.
 */
import type { FlowEvent, FlowSettingField, FlowSettings } from '@artel/sdk/server';
import Mustache from 'mustache';

const plain = (value: unknown) => String(value);

export function fillTemplate(template: string, event: FlowEvent): string {
  return Mustache.render(template, event, {}, { escape: plain });
}

/** Throws on a template Mustache cannot read (an unclosed tag). */
export function checkTemplate(template: string): void {
  Mustache.parse(template);
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The settings with every templated string (or list of strings) filled in, and empty ones the event fills taken from it. */
export function fillSettings(fields: readonly FlowSettingField[], settings: FlowSettings, event: FlowEvent): FlowSettings {
  const filled: FlowSettings = { ...settings };
  for (const field of fields) {
    const value = settings[field.key];
    if (field.eventDefault && isEmpty(value)) {
      filled[field.key] = event[field.eventDefault];
      continue;
    }
    if (!field.templated) continue;
    if (typeof value === 'string') filled[field.key] = fillTemplate(value, event);
    else if (Array.isArray(value)) filled[field.key] = value.map((item) => (typeof item === 'string' ? fillTemplate(item, event) : item));
  }
  return filled;
}
