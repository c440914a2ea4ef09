/**
 * `npm run operator -- create --email … --name … --role admin [--password-stdin]`: an operator of the back office
 * (issue 25, decision 0070). In production the first admin is made this way — never by a default password.
 * On PostgreSQL (DATABASE_URL) while the app runs; on the embedded PGlite only while the app is stopped.
 */
import { createInterface } from 'node:readline';
import { openDatabase } from '../../adapters/postgres/database';
import { Argon2PasswordHasher } from '../../adapters/security/argon2-password-hasher';
import { SystemClock } from '../../adapters/system/system-clock';
import { createOperatorFromConsole, parseOperatorCommand, refusalText, USAGE } from './operator-command';

async function readStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** Asks for the password on the terminal without echoing it. */
function promptPassword(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('No terminal to ask the password on: pipe it in with --password-stdin.');
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const muted = terminal as unknown as { _writeToOutput: (text: string) => void };
  let asking = true;
  muted._writeToOutput = (text: string) => {
    if (!asking || text.startsWith(question)) process.stdout.write(text);
  };
  return new Promise((resolve) => {
    terminal.question(question, (answer) => {
      asking = false;
      process.stdout.write('\n');
      terminal.close();
      resolve(answer);
    });
  });
}

async function main(): Promise<void> {
  const command = parseOperatorCommand(process.argv.slice(2));
  if ('error' in command) {
    console.error(`${command.error}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const password = command.passwordStdin ? await readStdin() : await promptPassword(`Password for ${command.email}: `);
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data' });
  try {
    const made = await createOperatorFromConsole({ knex: database.knex, hasher: new Argon2PasswordHasher(), clock: new SystemClock() }, { ...command, password });
    console.log(`Operator ${made.id} created: ${command.email} (${command.role}).`);
    console.log('Add this to her authenticator app (or scan the QR code at her first login on /admin/login):');
    console.log(`  ${made.uri}`);
    console.log(`  secret: ${made.secret}`);
  } catch (error) {
    console.error(`Not created: ${refusalText(error)}`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
