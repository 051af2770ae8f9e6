import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { getDb } from '../db/client';
import { STAFF_ROLES } from '../db/schema';
import {
  AccountExistsError,
  createAccount,
  emailSchema,
  removeAccount,
  resetAccount,
} from '../services/staff/accounts';
import { recordAudit } from '../services/staff/audit';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../services/staff/passwords';
import { runDatabaseScript } from './run-database-script';

/**
 * `npm run studio:user -- add|reset|remove <email> [--role ROLE] [--name NAME] [--sites a,b] [--password-stdin]`
 * manages studio accounts, also while the site runs: it writes through the same database (with the embedded
 * PGlite, through the running site, db/pglite-owner.ts). The password is typed at a prompt that does not echo,
 * or read from standard input's first line with --password-stdin (scripts, tests).
 */
const USAGE = [
  'Usage: npm run studio:user -- add|reset|remove <email> [--role ROLE] [--name NAME] [--sites a,b] [--password-stdin]',
  `  --role            ${STAFF_ROLES.join(', ')} (add: required; reset: changes it)`,
  '  --name            the name shown in the studio and its history (add: defaults to the e-mail)',
  '  --sites           the sites whose leads a commercial sees (location slugs, comma-separated)',
  `  --password-stdin  read the password (${MIN_PASSWORD_LENGTH} characters at least) from standard input`,
].join('\n');

const argumentsSchema = z.object({
  command: z.enum(['add', 'reset', 'remove'], { error: 'The command must be add, reset or remove' }),
  email: emailSchema,
  role: z.enum(STAFF_ROLES, { error: `--role must be one of ${STAFF_ROLES.join(', ')}` }).optional(),
  name: z.string().trim().min(1).max(100).optional(),
  sites: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((site) => site.trim())
        .filter(Boolean),
    )
    .optional(),
  passwordStdin: z.boolean().default(false),
});

function parse(): z.infer<typeof argumentsSchema> | string {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        role: { type: 'string' },
        name: { type: 'string' },
        sites: { type: 'string' },
        'password-stdin': { type: 'boolean' },
      },
    });
    const parsed = argumentsSchema.safeParse({
      command: positionals[0],
      email: positionals[1],
      role: values.role,
      name: values.name,
      sites: values.sites,
      passwordStdin: values['password-stdin'],
    });
    if (!parsed.success) return parsed.error.issues.map((issue) => issue.message).join('\n');
    if (parsed.data.command === 'add' && !parsed.data.role) return '--role is required to add an account';
    return parsed.data;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) {
    let text = '';
    for await (const chunk of process.stdin) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  // A prompt that does not echo what is typed: the terminal shows the question only.
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      muted = false;
      output.write(question);
      muted = true;
      prompt.question('', (answer) => {
        process.stderr.write('\n');
        resolve(answer);
      });
    });
  try {
    const first = await ask('Mot de passe : ');
    const second = await ask('Encore une fois : ');
    if (first !== second) throw new Error('The two passwords differ');
    return first;
  } finally {
    prompt.close();
  }
}

async function main(): Promise<number> {
  const options = parse();
  if (typeof options === 'string') {
    console.error(`${options}\n${USAGE}`);
    return 1;
  }
  // Connecting through a running site announces itself with console.log: keep stdout for results.
  console.log = console.error;
  const actor = { id: null, email: 'npm run studio:user' };
  if (options.command === 'remove') {
    const removed = await removeAccount(await getDb(), options.email);
    if (!removed) {
      console.error(`No account for ${options.email}`);
      return 1;
    }
    await recordAudit(await getDb(), actor, 'account-removed', options.email);
    console.error(`Removed ${options.email} and its sessions`);
    return 0;
  }
  const password = await readPassword(options.passwordStdin);
  const problem = passwordProblem(password);
  if (problem) {
    console.error(`The password must have ${problem}`);
    return 1;
  }
  const db = await getDb();
  if (options.command === 'add') {
    try {
      const account = await createAccount(db, {
        email: options.email,
        name: options.name ?? options.email,
        role: options.role!,
        password,
        siteIds: options.sites ?? [],
      });
      await recordAudit(db, actor, 'account-created', account.email, { role: account.role });
      console.error(`Added ${account.email} (${account.role})`);
      return 0;
    } catch (error) {
      if (!(error instanceof AccountExistsError)) throw error;
      console.error(`${options.email} already has an account: use reset`);
      return 1;
    }
  }
  const account = await resetAccount(db, options.email, { password, role: options.role, name: options.name });
  if (!account) {
    console.error(`No account for ${options.email}`);
    return 1;
  }
  await recordAudit(db, actor, 'account-reset', account.email, { role: account.role });
  console.error(`Reset ${account.email} (${account.role}); its sessions have ended`);
  return 0;
}

await runDatabaseScript(main);
