import { buildApp } from './app';
import { prepareDatabase, seedInChildProcess } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { answerEventLoopProbes } from './lib/event-loop-probe';
import { onShutdownSignal } from './lib/graceful-shutdown';
import { listDevelopmentDefaults } from './startup-warnings';

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

// On stderr whatever LOG_LEVEL says: whoever starts the store must see these.
function warnAboutDevelopmentDefaults(config: Config): void {
  const defaults = listDevelopmentDefaults(config);
  if (defaults.length === 0) return;
  const lines = defaults.map((line) => `  - ${line}`).join('\n');
  process.stderr.write(
    `\nWARNING: this store runs with development defaults; do not open it to customers as it is:\n${lines}\n\n`,
  );
}

async function main(): Promise<void> {
  const config = readConfig();
  warnAboutDevelopmentDefaults(config);
  const { database } = await prepareDatabase(
    config,
    (message) => process.stdout.write(`${message}\n`),
    seedInChildProcess(process.env),
  );
  const app = await buildApp({ config, database });

  onShutdownSignal(
    async () => {
      await app.close();
      await database.close();
    },
    (message) => app.log.info(message),
  );

  await app.listen({ host: config.host, port: config.port });
  answerEventLoopProbes();
  const where =
    database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(
    `Store ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (${where})`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The store could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
