/**
 * The forms' one definition (shared/form-fields.ts): the honeypot's name is reserved and refused by
 * the compiler and at run time, naming the field; each list's options are its codes in every language.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFor } from '../../content/index';
import { translatedLocales } from '../../content/locales';
import { columnOf, defineForm, formDefinitionProblems, formTables, forms, honeypotName, recordColumns, reservedNames, type FormDefinition } from '../../shared/form-fields';
import { storedColumns } from '../../shared/form-rules';
import { projectRoot } from '../../tooling/project';

describe('the forms’ definition', () => {
  it('has no problem, and no field takes a reserved name', () => {
    for (const table of formTables) {
      expect(formDefinitionProblems(forms[table] as FormDefinition)).toEqual([]);
      for (const field of forms[table].fields) {
        expect(reservedNames).not.toContain(field.name);
        expect(reservedNames).not.toContain(columnOf(field));
      }
    }
  });

  it('the honeypot’s name looks like nothing a browser autofills', () => {
    expect(honeypotName).not.toMatch(/name|mail|phone|tel|web|site|url|address|company|org|city|zip|postal|country|title|job|message/i);
  });

  it('a field that takes a reserved name, or repeats one, is refused when the module loads, naming it', () => {
    const content = (site: Parameters<Parameters<typeof defineForm>[1]>[0]) => site.contact.form;
    const website = { name: honeypotName, label: 'role', type: 'text', required: false, maxLength: 200 } as const;
    // The cast stands for a definition the type checker did not see (see tests/types/form-fields-reserved.ts).
    expect(() => defineForm('contact_messages', content, [website] as never)).toThrow(
      `contact_messages field "${honeypotName}": its name "${honeypotName}" is reserved for the honeypot or a record column`,
    );
    expect(
      formDefinitionProblems({
        table: 'contact_messages',
        content,
        fields: [
          { name: 'website', label: 'role', type: 'text', required: false, maxLength: 200 },
          { name: 'site', column: 'website', label: 'role', type: 'text', required: false, maxLength: 200 },
          { name: 'spam', column: 'honeypot', label: 'role', type: 'text', required: false, maxLength: 0 },
        ],
      }),
    ).toEqual([
      'contact_messages field "site": another field has the column "website"',
      'contact_messages field "spam": its column "honeypot" is reserved for the honeypot or a record column',
      'contact_messages field "spam": maxLength must be a positive integer',
      'contact_messages: a form needs exactly one e-mail field, where the reply goes',
    ]);
  });

  it('the type checker refuses a field named like the honeypot, at that field, saying why', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-fields-'));
    try {
      const module = path.join(projectRoot, 'shared/form-fields').replaceAll('\\', '/');
      fs.writeFileSync(
        path.join(dir, 'contact-with-website.ts'),
        `import { defineForm } from '${module}';\n` +
          `export const form = defineForm('contact_messages', (site) => site.contact.form, [\n` +
          `  { name: 'website', label: 'role', type: 'text', required: false, maxLength: 200 },\n` +
          `  { name: '${honeypotName}', label: 'role', type: 'text', required: false, maxLength: 200 },\n` +
          `]);\n`,
      );
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({ extends: path.join(projectRoot, 'tsconfig.json'), compilerOptions: { types: [] }, include: ['contact-with-website.ts'] }),
      );
      const tsc = path.join(projectRoot, 'node_modules/.bin/tsc');
      const result = spawnSync(tsc, ['-p', dir, '--pretty', 'false'], { encoding: 'utf8', cwd: dir });
      const errors = result.stdout.split('\n').filter((line) => line.includes('error TS'));
      expect(result.status).not.toBe(0);
      // One error, on the honeypot's line (4); the field named "website" is a field like any other.
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/contact-with-website\.ts\(4,/);
      expect(result.stdout).toContain(`the name ${honeypotName} is reserved for the honeypot or a record column: rename this field`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('each list offers exactly its codes, in every language; each label is in every language', () => {
    for (const locale of translatedLocales) {
      const site = contentFor(locale);
      for (const table of formTables) {
        const text = forms[table].content(site) as unknown as Record<string, unknown> & { fields: Record<string, { label: string }> };
        for (const field of forms[table].fields) {
          expect(text.fields[field.label]?.label, `${locale} ${table}.${field.name}`).toBeTruthy();
          if (field.type === 'select') expect((text[field.options] as { id: string }[]).map((choice) => choice.id), `${locale} ${table}.${field.name}`).toEqual([...field.codes]);
        }
      }
    }
  });

  it('npm run leads and its CSV list the record’s columns, then the fields in their order', () => {
    for (const table of formTables) expect(storedColumns(table)).toEqual([...recordColumns, ...forms[table].fields.map(columnOf)]);
    expect(storedColumns('demo_requests')).toEqual(['id', 'created_at', 'language', 'status', 'suspected_automated', 'honeypot', 'page_path', 'utm_source', 'utm_medium', 'utm_campaign', 'first_name', 'last_name', 'email', 'company', 'role', 'phone', 'message']);
  });

  it('the fields both forms ask for come in one order: the demo request’s (spec §3, §7)', () => {
    const names = (table: (typeof formTables)[number]) => forms[table].fields.map((field) => field.name);
    const demo = names('demo_requests');
    const contact = names('contact_messages');
    const shared = (list: string[], other: string[]) => list.filter((name) => other.includes(name));
    expect(shared(contact, demo)).toEqual(shared(demo, contact));
    expect(shared(demo, contact)).toEqual(['first_name', 'last_name', 'email', 'company', 'role', 'phone', 'message']);
    // The contact form's own field, its reason, comes just before the message.
    expect(contact.slice(-2)).toEqual(['reason', 'message']);
  });
});
