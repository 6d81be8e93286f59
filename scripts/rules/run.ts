import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asWritten, generatedPart, withGeneratedPart } from './markers';
import { RULES_PARTS } from './rules-parts';

/**
 * `npm run rules`: rewrites the generated part of firestore.rules and storage.rules from the
 * schemas and values of src/shared, and says which file changed.
 *
 * The way there: entries.ts lists the shapes (a zod schema each, with what the adapter adds);
 * json-schema.ts turns a schema into JSON Schema with zod's own converter; from-json-schema.ts
 * turns that into conditions (ir.ts); print-rules.ts writes them in the rules language, and
 * evaluate.ts decides them in JavaScript for the tests. shared-values.ts and formats.ts hold the
 * marked values and the formats of refined fields; markers.ts finds the generated part.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

for (const { file, part } of RULES_PARTS) {
  const where = path.join(root, file);
  const before = fs.readFileSync(where, 'utf8');
  const text = part();
  if (generatedPart(before, file) === asWritten(text)) {
    console.log(`${file}: up to date`);
    continue;
  }
  fs.writeFileSync(where, withGeneratedPart(before, file, text));
  console.log(`${file}: generated part rewritten`);
}
