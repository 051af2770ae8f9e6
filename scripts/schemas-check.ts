import { checkSchemas } from './schemas/check-schemas';

const problems = await checkSchemas();
if (problems.length > 0) {
  console.error(`Schema check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Schemas, generated types, block components and seed stories agree.');
