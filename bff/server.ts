import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { createApp } from './app';
import { loadConfig, type Config } from './config';
import { compose, type ComposeOptions, type Composition } from './container';
import { createLogger } from './logger';
import { LiveSockets } from './realtime/live-sockets';
import { freePort, ownOrigin } from './site-domains';

export interface RunningServer {
  readonly url: string;
  readonly http: Server;
  readonly composition: Composition;
  close(): Promise<void>;
}

export interface StartOptions extends ComposeOptions {
  readonly logDestination?: DestinationStream;
  /** Work on the composed app before it listens: `npm start` seeds the demo members here (tools/start.ts). */
  readonly beforeListen?: (composition: Composition, config: Config) => Promise<void>;
  /** Work once it listens and said so (runFromCommandLine only): `npm start` draws the rest of the demo's photos here. */
  readonly afterListen?: (server: RunningServer) => void;
}

/** Composes the app on its database and listens. */
export async function startServer(given: Config, options: StartOptions = {}): Promise<RunningServer> {
  // The port is known before anything is built: without DOMAINS, links in mails point at this server's own address.
  const config = given.port === 0 ? { ...given, port: await freePort(given.host) } : given;
  const logger = createLogger(config.logLevel, options.logDestination);
  const composition = await compose(config, logger, options);
  await options.beforeListen?.(composition, config);
  const { accounts, chat, events, presence, conversationViews: views, privateMedia } = composition.dependencies;
  const typing = (member: Parameters<typeof chat.announceTyping.run>[0], conversation: Parameters<typeof chat.announceTyping.run>[1]) => chat.announceTyping.run(member, conversation);
  const sockets = new LiveSockets({ sessions: accounts.sessions, events, presence, views, typing, mediaPaths: (member) => privateMedia.pathsFor(member), logger });
  const app = await createApp(composition.dependencies);
  const http = createServer(app);
  sockets.attach(http);
  await new Promise<void>((resolve) => http.listen(config.port, config.host, resolve));
  const { port } = http.address() as AddressInfo;
  const url = ownOrigin({ host: config.host, port });
  return {
    url,
    http,
    composition,
    async close() {
      await sockets.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await composition.close();
    },
  };
}

/** `node bff/server.ts`: reads the environment, starts, and stops on SIGINT/SIGTERM. */
export function runFromCommandLine(options: StartOptions = {}): void {
  const dev = process.argv.includes('--dev');
  let config: Config;
  try {
    config = loadConfig(process.env, { dev });
    // Vike reads NODE_ENV to tell a production build from the dev server. Our own config has been read
    // already, so `npm start` on localhost keeps its development defaults (no Secure cookie) while Vike
    // serves the build as what it is.
    if (!dev && !process.env.NODE_ENV) process.env.NODE_ENV = 'production';
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  startServer(config, options)
    .then((server) => {
      // From the start of this process: for `npm start`, its build (when the sources changed) and the demo seed included.
      console.log(`Ready in ${process.uptime().toFixed(1)} s at ${server.url}`);
      options.afterListen?.(server);
      const stop = () => {
        server.close().then(() => process.exit(0), () => process.exit(1));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) runFromCommandLine();
