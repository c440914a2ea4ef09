/**
 * One instance of the bff for the outbox's two-instance test (bff/jobs/outbox-instances.test.ts): the API only, its
 * configuration from the environment it is given. Prints "ready" once its outbox worker runs.
 */
import { loadConfig } from '../../bff/config';
import { startServer } from '../../bff/server';

const config = loadConfig(process.env, { pages: false });
const server = await startServer(config);
process.stdout.write(`ready ${server.url}\n`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
