import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_DIR, generateBlockTypes } from './schemas/generate-types';

const files = await generateBlockTypes();
await mkdir(GENERATED_DIR, { recursive: true });
for (const [name, text] of Object.entries(files)) {
  await writeFile(path.join(GENERATED_DIR, name), text);
}
console.log(`Types written to ${path.relative(process.cwd(), GENERATED_DIR)}/ (${Object.keys(files).join(', ')})`);
