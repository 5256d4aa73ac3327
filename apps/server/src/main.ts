import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight work');
  const force = setTimeout(() => {
    app.log.error('shutdown took longer than 15 s, exiting');
    process.exit(1);
  }, 15_000);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(`Lotus is running: http://${shown}:${config.port}/web/`);
// Also a plain line for people reading the terminal (the log lines are JSON for machines).
console.log(`\n  Lotus is running: http://${shown}:${config.port}/web/\n`);
