/**
 * The fields of each public form, declared once: the name the form sends, the input type, whether
 * it is required, the longest value the database accepts, the content key of its label (and of its
 * options, for a list), and the database column. Everything else follows from here:
 *
 * - the fields a form shows, their browser checks (required, maxLength, type) and the row it sends
 *   (components/forms: SubmissionForm, fields, useSubmission; shared/form-rules.ts `formRules`);
 * - the columns of `npm run leads` and of its CSV export (scripts/leads.ts, server/database/leads-query.ts);
 * - the lines of the sales e-mail and of the webhook's summary (server/delivery/sales-words.ts writes
 *   them, in order and with their labels, to supabase/functions/_shared/sales-words.json).
 *
 * The database's own rules stay SQL (supabase/migrations: NOT NULL, CHECKs, grants):
 * tests/integration/form-definition.test.ts inserts each declared limit, and one character more,
 * into PGlite with the real migrations, so this file and the migrations cannot drift.
 *
 * Imported by the form islands, the server and the scripts: types only from schema/.
 */
import type { Choice, ContactFormContent, DemoFormContent, SiteContent } from '../schema/site-content';
import { visitCampaign, type CampaignParameter } from './measurement.js';

export type FormTable = 'demo_requests' | 'contact_messages';

/**
 * The hidden anti-spam field's name in the form (stored in the column `honeypot`). Reserved: a real
 * field never takes it (the type of `defineForm` and its run-time check refuse it). It looks like
 * nothing a browser autofills (no name, address, website, e-mail or phone word).
 */
export const honeypotName = 'hp_trap_9f';
/** The column the honeypot's value is stored in, and the longest value it takes (its CHECK). */
export const honeypotColumn = 'honeypot';
export const honeypotMaxLength = 500;

/**
 * Where a submission came from, set by the page and never typed: the path of the page the form was
 * sent from and the campaign of the visit (shared/measurement.ts `visitCampaign`), so that leads
 * join the audience counts by day, page, language and campaign. Each is optional; its longest value
 * is its column's length CHECK, and the page cuts a longer campaign value rather than lose the lead.
 */
export const visitColumns = { page_path: 200, utm_source: 100, utm_medium: 100, utm_campaign: 100 } as const satisfies Record<'page_path' | CampaignParameter, number>;
export type VisitColumn = keyof typeof visitColumns;
export const visitColumnNames = Object.keys(visitColumns) as VisitColumn[];

/**
 * Columns of both tables besides the form's fields: set by the database, or by the page (language,
 * honeypot, the visit's columns).
 */
export const recordColumns = ['id', 'created_at', 'language', 'status', 'suspected_automated', honeypotColumn, ...visitColumnNames] as const;

/** The visit's columns of a submission sent from `pageUrl`, reached from `referrer`, each cut to its column's length. */
export function visitOf(pageUrl: string, referrer: string): Record<VisitColumn, string | null> {
  const cut = (value: string | null, column: VisitColumn) => (value === null ? null : [...value].slice(0, visitColumns[column]).join(''));
  const campaign = visitCampaign(pageUrl, referrer);
  return {
    page_path: cut(new URL(pageUrl).pathname, 'page_path'),
    utm_source: cut(campaign.utm_source, 'utm_source'),
    utm_medium: cut(campaign.utm_medium, 'utm_medium'),
    utm_campaign: cut(campaign.utm_campaign, 'utm_campaign'),
  };
}

/** A name no field may take, neither as its form name nor as its column. */
export type ReservedName = typeof honeypotName | (typeof recordColumns)[number];
export const reservedNames: readonly string[] = [honeypotName, ...recordColumns];

/** Stable role codes the demo form stores. */
export const roleCodes = ['cmo', 'content_director', 'ecommerce_director', 'cdo', 'digital_marketing_manager', 'other'] as const;
/** Reason codes the contact form stores. */
export const reasonCodes = ['demo', 'quote', 'support', 'partnership', 'press', 'other'] as const;

/** Each form's texts in a content module. */
export interface FormContents {
  demo_requests: DemoFormContent;
  contact_messages: ContactFormContent;
}
export type FormContent<T extends FormTable> = FormContents[T];
/** A key of the form content's `fields` (its label). */
export type LabelKey<T extends FormTable> = keyof FormContents[T]['fields'] & string;
/** A key of the form content that holds a list of choices (a select's options). */
export type OptionsKey<T extends FormTable> = {
  [K in keyof FormContents[T]]-?: FormContents[T][K] extends readonly Choice<string>[] ? K : never;
}[keyof FormContents[T]] &
  string;

/** The input a field is: `email` and `tel` also carry the database's e-mail and phone formats. */
export type InputType = 'text' | 'email' | 'tel' | 'select' | 'textarea';

interface FieldCommon<Label extends string> {
  /** The form control's name. */
  name: string;
  /** The database column; the name when left out. */
  column?: string;
  /** Its label: `fields.<label>.label` of the form's content. */
  label: Label;
  /** NOT NULL and a not-blank CHECK in the database; optional fields show "(optional)" after the label. */
  required: boolean;
  /** The input's autocomplete token. */
  autoComplete?: string;
  /** Spans the form's two columns (a textarea always does). */
  wide?: boolean;
}

export interface TextFieldDefinition<Label extends string = string> extends FieldCommon<Label> {
  type: 'text' | 'email' | 'tel' | 'textarea';
  /** The column's length CHECK (`char_length(column) <= maxLength`). */
  maxLength: number;
}

export interface SelectFieldDefinition<Label extends string = string, Options extends string = string> extends FieldCommon<Label> {
  type: 'select';
  /** The codes the column's `allowed` CHECK accepts. */
  codes: readonly string[];
  /** The content key of its options (their ids are the codes). */
  options: Options;
}

/** A field of any form (label and options keys as plain strings). */
export type FieldDefinition = TextFieldDefinition | SelectFieldDefinition;

/** A field as a form declares it: its label and options keys checked against that form's content type. */
export type DeclaredField<T extends FormTable> = TextFieldDefinition<LabelKey<T>> | SelectFieldDefinition<LabelKey<T>, OptionsKey<T>>;

/**
 * What a field that takes a reserved name must also have, so that the compiler refuses it at that
 * field with a sentence naming it: `Property '"the name hp_trap_9f is reserved for the honeypot or a
 * record column: rename this field"' is missing in type '{ name: "hp_trap_9f"; … }'`.
 */
type Refused<F> = (F extends { name: infer N extends string }
  ? N extends ReservedName
    ? { [K in `the name ${N} is reserved for the honeypot or a record column: rename this field`]: true }
    : unknown
  : unknown) &
  (F extends { column: infer C extends string }
    ? C extends ReservedName
      ? { [K in `the column ${C} is reserved for the honeypot or a record column: store this field elsewhere`]: true }
      : unknown
    : unknown);

export interface FormDefinition<T extends FormTable = FormTable> {
  table: T;
  /** Where the form's texts are in a content module. */
  content(site: SiteContent): FormContent<T>;
  fields: readonly FieldDefinition[];
}

/** The column a field is stored in. */
export const columnOf = (field: FieldDefinition): string => field.column ?? field.name;

/** Why a form's definition cannot be used, one line per problem, naming the field. */
export function formDefinitionProblems(form: FormDefinition): string[] {
  const problems: string[] = [];
  const seen = { name: new Set<string>(), column: new Set<string>() };
  for (const field of form.fields) {
    const where = `${form.table} field "${field.name}"`;
    for (const [what, value] of [['name', field.name], ['column', columnOf(field)]] as const) {
      if (reservedNames.includes(value)) problems.push(`${where}: its ${what} "${value}" is reserved for the honeypot or a record column`);
      if (!/^[a-z][a-z0-9_]*$/.test(value)) problems.push(`${where}: its ${what} "${value}" is not a lower-case identifier`);
      if (seen[what].has(value)) problems.push(`${where}: another field has the ${what} "${value}"`);
      seen[what].add(value);
    }
    if (field.type === 'select' && field.codes.length === 0) problems.push(`${where}: a list needs codes`);
    if (field.type !== 'select' && !(Number.isInteger(field.maxLength) && field.maxLength > 0)) problems.push(`${where}: maxLength must be a positive integer`);
  }
  // Where the reply goes (the receipt under the submit button names it: components/forms/useSubmission.ts).
  if (form.fields.filter((field) => field.type === 'email').length !== 1) problems.push(`${form.table}: a form needs exactly one e-mail field, where the reply goes`);
  return problems;
}

/**
 * Declares a form's fields. A field whose name or column is reserved (the honeypot's, a record
 * column) is refused by the type checker at that field, and by this function when the module loads
 * (the build, the server and the tests all load it), naming the field.
 */
export function defineForm<T extends FormTable, const Fields extends readonly DeclaredField<T>[]>(
  table: T,
  content: (site: SiteContent) => FormContent<T>,
  fields: Fields & { readonly [I in keyof Fields]: Refused<Fields[I]> },
): FormDefinition<T> & { fields: Fields } {
  const form = { table, content, fields };
  const problems = formDefinitionProblems(form);
  if (problems.length > 0) throw new Error(`shared/form-fields.ts:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  return form;
}

/** The spec's demo request (demo page, end of every home page). */
export const demoRequestForm = defineForm('demo_requests', (site) => site.home.demo, [
  { name: 'first_name', label: 'firstName', type: 'text', required: true, maxLength: 100, autoComplete: 'given-name' },
  { name: 'last_name', label: 'lastName', type: 'text', required: true, maxLength: 100, autoComplete: 'family-name' },
  { name: 'email', label: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'company', label: 'company', type: 'text', required: true, maxLength: 200, autoComplete: 'organization' },
  { name: 'role', label: 'role', type: 'select', required: true, codes: roleCodes, options: 'roles' },
  { name: 'phone', label: 'phone', type: 'tel', required: false, maxLength: 40, autoComplete: 'tel' },
  { name: 'message', label: 'message', type: 'textarea', required: false, maxLength: 5000 },
]);

/**
 * The contact page's message form. The fields both forms ask for come in the demo request's order
 * (spec §3 and §7: first name, last name, e-mail, company, role, phone, message); its reason comes
 * before the message (as the spec's en contact form has it). tests/unit/form-fields.test.ts keeps them so.
 */
export const contactMessageForm = defineForm('contact_messages', (site) => site.contact.form, [
  { name: 'first_name', label: 'firstName', type: 'text', required: true, maxLength: 100, autoComplete: 'given-name' },
  { name: 'last_name', label: 'lastName', type: 'text', required: true, maxLength: 100, autoComplete: 'family-name' },
  { name: 'email', label: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'company', label: 'company', type: 'text', required: true, maxLength: 200, autoComplete: 'organization' },
  { name: 'role', label: 'role', type: 'text', required: false, maxLength: 100, autoComplete: 'organization-title' },
  { name: 'phone', label: 'phone', type: 'tel', required: false, maxLength: 40, autoComplete: 'tel' },
  { name: 'reason', label: 'reason', type: 'select', required: true, codes: reasonCodes, options: 'reasons', wide: true },
  { name: 'message', label: 'message', type: 'textarea', required: true, maxLength: 5000 },
]);

/** Every form, by the table it stores into. */
export const forms: { [T in FormTable]: FormDefinition<T> } = {
  demo_requests: demoRequestForm,
  contact_messages: contactMessageForm,
};

export const formTables = Object.keys(forms) as FormTable[];

/**
 * A field's words in its form's content (one language): its label and, for a list, its choices,
 * whose ids are the codes. The one place that reads a form's texts by a field's keys.
 */
export function fieldWords(field: FieldDefinition, text: FormContent<FormTable>): { label: string; choices: readonly Choice<string>[] } {
  const words = text as unknown as { fields: Record<string, { label: string } | undefined> } & Record<string, unknown>;
  return {
    label: words.fields[field.label]?.label ?? field.label,
    choices: field.type === 'select' ? ((words[field.options] as readonly Choice<string>[] | undefined) ?? []) : [],
  };
}

/** The field stored in a column, if the form has one. */
export function fieldByColumn(table: FormTable, column: string): FieldDefinition | undefined {
  return forms[table].fields.find((field) => columnOf(field) === column);
}
