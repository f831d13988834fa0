/**
 * npm run sales-words: writes the sales e-mail's words of every language (from the content
 * modules) to supabase/functions/_shared/sales-words.json, which the Edge Function reads.
 * Run it after editing forms.salesEmail, a form label, a role or a reason, or a form's fields
 * (shared/form-fields.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { salesWordsFile, salesWordsJson } from '../server/delivery/sales-words.js';
import { projectRoot } from '../tooling/project.js';

fs.writeFileSync(salesWordsFile, salesWordsJson());
process.stdout.write(`Wrote ${path.relative(projectRoot, salesWordsFile)}\n`);
