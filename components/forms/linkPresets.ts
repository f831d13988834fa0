import { useEffect, useState } from 'react';
import type { FormDefinition } from '../../shared/form-fields';

/** Values a link starts fields with, by field name. */
export type FieldPresets = Partial<Record<string, string>>;

/** Presets a form reads from its link's other parameters (ContactForm: `?plan=` starts the message). */
export type PresetsFromLink = (parameters: URLSearchParams) => FieldPresets;

/**
 * What the page's address starts the form with, read after hydration (the pre-rendered page cannot
 * know the query): a list's choice by the field's name when it is one of its codes (a plan's
 * "Request a quote" opens the contact form at `?reason=quote`), and what the form derives itself.
 * Anything else in the address starts nothing. Each field takes its preset only while empty.
 */
export function useLinkPresets(form: FormDefinition, fromLink?: PresetsFromLink): FieldPresets | undefined {
  const [presets, setPresets] = useState<FieldPresets>();
  useEffect(() => {
    const parameters = new URLSearchParams(window.location.search);
    const chosen = form.fields.flatMap((field) => {
      const value = parameters.get(field.name);
      return field.type === 'select' && value !== null && field.codes.includes(value) ? [[field.name, value] as const] : [];
    });
    setPresets({ ...Object.fromEntries(chosen), ...fromLink?.(parameters) });
    // Once, as the page opened: the address does not change under the form.
  }, []);
  return presets;
}
