/**
 * Form fields built on react-aria-components, laid out from the form's definition
 * (shared/form-fields.ts). Each field checks its value with the database's own rules
 * (shared/form-rules.ts) and says what is wrong at the field, in the page language.
 */
import { createContext, useContext, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FieldError, Input, InputContext, Label, LabelContext, TextArea, TextAreaContext, TextField } from 'react-aria-components';
import type { Choice } from '../../schema/site-content';
import { fieldWords, type FormContent, type FormDefinition, type FormTable } from '../../shared/form-fields';
import { problemOf, ruleOf, type FieldProblem, type FieldRule } from '../../shared/form-rules';
import * as styles from './fields.css';
import type { FieldPresets } from './linkPresets';
import { typeInto } from './typeInto';

/** The page-language message for a refused value (provided by the form). */
export type FieldMessage = (problem: FieldProblem, rule: FieldRule) => string;
export const FieldMessageContext = createContext<FieldMessage>((problem) => problem);

/** The value as the form sends it: trimmed, null when empty. */
const sent = (value: string) => (value.trim() === '' ? null : value.trim());

interface BaseFieldProps {
  name: string;
  label: string;
  /** "(facultatif)" after the label of an optional field. */
  optionalLabel?: string;
  wide?: boolean;
}

function FieldLabel({ label, optionalLabel }: { label: string; optionalLabel?: string }) {
  // Its id served only the control's aria-labelledby, which the field no longer says (useControlProps).
  const { id: _unreferenced, ...provided } = (useContext(LabelContext) ?? {}) as Record<string, unknown>;
  return (
    <LabelContext.Provider value={provided}>
      <Label className={styles.label}>
        {label}
        {optionalLabel ? <span className={styles.optional}>{` ${optionalLabel}`}</span> : null}
      </Label>
    </LabelContext.Provider>
  );
}

interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  /** What the database accepts in this column. */
  rule: FieldRule;
  /** A value a link gives the field after hydration; the field takes it only while nothing is typed in it. */
  preset?: string;
}

export function TextInputField({ name, label, optionalLabel, wide, type = 'text', autoComplete, multiline, rule, preset }: TextFieldProps) {
  const message = useContext(FieldMessageContext);
  const field = useRef<HTMLDivElement>(null);
  const control = () => field.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  useEffect(() => {
    const input = control();
    // As if typed: react-aria's state holds it; what the visitor typed before hydration is put back over it (Island/hydrate.tsx).
    if (preset !== undefined && input && input.value === '') typeInto(input, preset);
  }, [preset]);
  useEffect(() => recheckWhileRefused(control()), []);
  return (
    <TextField
      ref={field}
      name={name}
      // The input's own type (keyboard, autofill, assistive technology); no type on a <textarea>.
      type={multiline ? undefined : type}
      autoComplete={autoComplete}
      isRequired={rule.required}
      maxLength={rule.maxLength}
      validate={(value) => {
        const problem = problemOf(rule, sent(value));
        return problem === null ? null : message(problem, rule);
      }}
      className={wide || multiline ? styles.wideField : styles.field}
    >
      <FieldLabel label={label} optionalLabel={optionalLabel} />
      {multiline ? <MultilineInput /> : <SingleLineInput />}
      <MessageSlot>
        <FieldError className={styles.error}>
          {/* The browser's own e-mail check speaks the browser's language: say it in the page's. */}
          {({ validationErrors, validationDetails }) => (validationDetails.typeMismatch ? message('email', rule) : validationErrors.join(' '))}
        </FieldError>
      </MessageSlot>
    </TextField>
  );
}

/**
 * react-aria shows a field's refusal until the field's native `change` (on blur): a person putting a
 * refused value right would read "required" over what they typed. While the field shows a refusal,
 * each keystroke gets its `change` one task later (so React has taken the keystroke), and the message
 * follows the value: gone once it is right. A field not yet refused is never scolded while typed in.
 */
function recheckWhileRefused(control: HTMLInputElement | HTMLTextAreaElement | null | undefined): (() => void) | undefined {
  if (!control) return undefined;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const recheck = () => {
    if (control.getAttribute('aria-invalid') !== 'true') return;
    clearTimeout(pending);
    pending = setTimeout(() => control.dispatchEvent(new Event('change', { bubbles: true })));
  };
  control.addEventListener('input', recheck);
  return () => {
    control.removeEventListener('input', recheck);
    clearTimeout(pending);
  };
}

const noSubscription = () => () => {};

/** True while the field is the server's HTML (pre-rendering, then hydration); false once the island runs. */
function useBeforeHydration(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}

/**
 * What TextField hands its control, less what the page's HTML does not need: `aria-labelledby` (the
 * native <label for> names the control already) and, until the island runs, `aria-describedby`
 * (react-aria's ids of message slots that are still empty, naming nothing). Both cost every page
 * with a form bytes it does not have (the home pages' first round trip, tests/e2e/budgets.spec.ts).
 */
function useControlProps(provided: unknown): Record<string, unknown> {
  const { 'aria-labelledby': _sameLabel, 'aria-describedby': describedBy, ...rest } = (provided ?? {}) as Record<string, unknown>;
  return useBeforeHydration() ? rest : { ...rest, 'aria-describedby': describedBy };
}

function SingleLineInput() {
  return (
    <InputContext.Provider value={useControlProps(useContext(InputContext))}>
      <Input className={styles.input} />
    </InputContext.Provider>
  );
}

/**
 * TextField renders on the server before it knows its input is a <textarea>, and hands it an
 * input's `type` (invalid HTML on a textarea): take it out of what the field provides.
 */
function MultilineInput() {
  const { type: _type, ...provided } = useControlProps(useContext(TextAreaContext));
  return (
    <TextAreaContext.Provider value={provided}>
      <TextArea className={styles.textArea} rows={4} />
    </TextAreaContext.Provider>
  );
}

interface SelectFieldProps<Code extends string> extends BaseFieldProps {
  options: readonly Choice<Code>[];
  placeholder: string;
  /** A choice a link gives the field after hydration; taken only while nothing is chosen. */
  preset?: string;
}

/**
 * A native <select>: the platform's own picker on phones, full keyboard and screen-reader support,
 * the native required check (with the site's message), and a fraction of the JavaScript of a custom
 * listbox (the island budget).
 * A link can preselect its choice (linkPresets.ts); a choice the visitor already made stays.
 */
export function SelectField<Code extends string>({ name, label, optionalLabel, wide, options, placeholder, preset }: SelectFieldProps<Code>) {
  const id = useId();
  const errorId = `${id}-error`;
  const message = useContext(FieldMessageContext);
  const [error, setError] = useState<string | null>(null);
  // Focused by a refused submit: its ring shows, as react-aria shows it on the text fields.
  const [ringed, setRinged] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const required = !optionalLabel;
  useEffect(() => {
    if (preset !== undefined && select.current && select.current.value === '') typeInto(select.current, preset);
  }, [preset]);
  return (
    <div className={wide ? styles.wideField : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalLabel ? <span className={styles.optional}>{` ${optionalLabel}`}</span> : null}
      </label>
      <select
        ref={select}
        id={id}
        name={name}
        required={required}
        className={styles.select}
        defaultValue=""
        aria-invalid={error !== null || undefined}
        aria-describedby={error !== null ? errorId : undefined}
        data-invalid={error !== null || undefined}
        data-focus-visible={ringed || undefined}
        onBlur={() => setRinged(false)}
        onInvalid={(event) => {
          const control = event.currentTarget;
          const text = message('choose', { required });
          control.setCustomValidity(text);
          setError(text);
          // As react-aria's fields do: no browser bubble (the browser's language, over the site's
          // messages), and focus here only when this is the form's first refused field.
          event.preventDefault();
          if (control.form && firstRefused(control.form) === control) {
            setRinged(true);
            control.focus();
          }
        }}
        onChange={(event) => {
          event.currentTarget.setCustomValidity('');
          setError(null);
        }}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <MessageSlot>
        {error !== null ? (
          <span id={errorId} className={styles.error}>
            {error}
          </span>
        ) : null}
      </MessageSlot>
    </div>
  );
}

/** The form's first control that refuses its value, in the form's order (its reading order: tests/e2e/forms.spec.ts). */
function firstRefused(form: HTMLFormElement): Element | undefined {
  return [...form.elements].find((element) => 'validity' in element && !(element as HTMLInputElement).validity.valid);
}

interface DefinedFieldsProps<T extends FormTable> {
  form: FormDefinition<T>;
  text: FormContent<T>;
  /** "(facultatif)" after the label of an optional field. */
  optional: string;
  /** The empty choice of a list. */
  choose: string;
  /** Values a link starts fields with, by field name (linkPresets.ts). */
  presets?: FieldPresets;
}

/** Every field of a form, in its definition's order: its label and options from the form's content. */
export function DefinedFields<T extends FormTable>({ form, text, optional, choose, presets }: DefinedFieldsProps<T>) {
  return form.fields.map((field) => {
    const { label, choices } = fieldWords(field, text);
    const optionalLabel = field.required ? undefined : optional;
    if (field.type === 'select') {
      return <SelectField key={field.name} name={field.name} label={label} optionalLabel={optionalLabel} options={choices} placeholder={choose} wide={field.wide} preset={presets?.[field.name]} />;
    }
    return (
      <TextInputField
        key={field.name}
        name={field.name}
        type={field.type === 'textarea' ? undefined : field.type}
        multiline={field.type === 'textarea'}
        label={label}
        optionalLabel={optionalLabel}
        autoComplete={field.autoComplete}
        wide={field.wide}
        rule={ruleOf(field)}
        preset={presets?.[field.name]}
      />
    );
  });
}

/**
 * Where a field's message goes, its line kept even while empty: a message that comes or goes as a
 * field is left never moves the fields and the button below (the press on Send is not lost).
 */
function MessageSlot({ children }: { children: ReactNode }) {
  return <div className={styles.messageSlot}>{children}</div>;
}

/** A field people never see nor reach by keyboard; a bot that fills it gets a fake success. */
export function HoneypotField({ name, label }: { name: string; label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {label}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
