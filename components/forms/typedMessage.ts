/**
 * What a visitor typed, as the body of an e-mail: the way out a failed submission offers ("Email us
 * instead") opens the visitor's mail app with it written in, so that nothing is typed twice.
 */
import { asRead } from '../../content/typography';
import { fieldWords, type FormContent, type FormDefinition, type FormTable } from '../../shared/form-fields';

/** Each filled field on its line, "Label: value" (a list's choice by its name), a long text apart after a blank line. */
export function typedMessage<T extends FormTable>(form: FormDefinition<T>, text: FormContent<T>, data: FormData): string {
  const lines: string[] = [];
  const long: string[] = [];
  for (const field of form.fields) {
    const value = String(data.get(field.name) ?? '').trim();
    if (!value) continue;
    const { label, choices } = fieldWords(field, text);
    const shown = choices.find((choice) => choice.id === value)?.label ?? value;
    if (field.type === 'textarea') long.push(`${asRead(label)}:\n${shown}`);
    else lines.push(`${asRead(label)}: ${asRead(shown)}`);
  }
  return [lines.join('\n'), ...long].filter(Boolean).join('\n\n');
}

/** A mailto: link with its subject and body written in. */
export function mailtoWith(href: string, subject: string, body: string): string {
  return `${href}?subject=${encodeURIComponent(asRead(subject))}&body=${encodeURIComponent(body)}`;
}
