import { DEMO_SEPAY_KEY, DEMO_VNPAY_SECRET, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { drainAndClose } from './modules/ops/shutdown.ts';

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  try {
    // SIGTERM (an orchestrator): /readyz says 503 for SHUTDOWN_DELAY_MS first; Ctrl-C stops at once.
    await drainAndClose(app, {
      signal,
      delayMs: signal === 'SIGTERM' ? config.shutdownDelayMs : 0,
      forceMs: 15_000,
      onTimeout: () => {
        app.log.error('shutdown took longer than 15 s, exiting');
        process.exit(1);
      },
    });
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
if (config.vnpay.demoSecret) {
  // The published demo secret, demo only: a real terminal's secret is set in VNPAY_HASH_SECRET and never printed.
  console.log(`  VNPay (sandbox): terminal ${config.vnpay.tmnCode}, demo-only hash secret "${DEMO_VNPAY_SECRET}" (set VNPAY_HASH_SECRET for a real terminal)\n`);
}
if (config.sepay.demoKey) {
  // The published demo key, demo only: a real feed's key is set in SEPAY_API_KEY and never printed.
  console.log(`  Bank feed (SePay webhook): demo-only key "${DEMO_SEPAY_KEY}" (set SEPAY_API_KEY for a real feed)\n`);
}
