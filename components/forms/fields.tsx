/** Form fields built on react-aria-components, with the browser's own required and type checks. */
import { useId } from 'react';
import { FieldError, Input, Label, TextArea, TextField } from 'react-aria-components';
import type { Choice } from '../../schema/site-content';
import * as styles from './fields.css';

interface BaseFieldProps {
  name: string;
  label: string;
  /** "(facultatif)" after the label of an optional field. */
  optionalLabel?: string;
  wide?: boolean;
}

function FieldLabel({ label, optionalLabel }: { label: string; optionalLabel?: string }) {
  return (
    <Label className={styles.label}>
      {label}
      {optionalLabel ? <span className={styles.optional}> {optionalLabel}</span> : null}
    </Label>
  );
}

interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  maxLength: number;
}

export function TextInputField({ name, label, optionalLabel, wide, type = 'text', autoComplete, multiline, maxLength }: TextFieldProps) {
  return (
    <TextField
      name={name}
      type={type}
      autoComplete={autoComplete}
      isRequired={!optionalLabel}
      maxLength={maxLength}
      className={wide || multiline ? styles.wideField : styles.field}
    >
      <FieldLabel label={label} optionalLabel={optionalLabel} />
      {multiline ? <TextArea className={styles.textArea} rows={4} /> : <Input className={styles.input} />}
      <FieldError className={styles.error} />
    </TextField>
  );
}

interface SelectFieldProps<Code extends string> extends BaseFieldProps {
  options: Choice<Code>[];
  placeholder: string;
  /** The choice selected in the server-rendered HTML and after a reset; the placeholder when absent. */
  defaultValue?: Code;
}

/**
 * A native <select>: the platform's own picker on phones, full keyboard and screen-reader support,
 * native required check, and a fraction of the JavaScript of a custom listbox (the island budget).
 */
export function SelectField<Code extends string>({ name, label, optionalLabel, wide, options, placeholder, defaultValue }: SelectFieldProps<Code>) {
  const id = useId();
  return (
    <div className={wide ? styles.wideField : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optionalLabel ? <span className={styles.optional}> {optionalLabel}</span> : null}
      </label>
      <select id={id} name={name} required={!optionalLabel} className={styles.select} defaultValue={defaultValue ?? ''}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
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
