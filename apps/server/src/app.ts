import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/client.ts';
import { systemClock, type AppDeps, type Clock } from './deps.ts';
import { contextPlugin } from './plugins/context.ts';
import { errorsPlugin, frameworkError } from './plugins/errors.ts';
import { formsPlugin } from './plugins/forms.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { defaultWebDist, isWebAppPath, webPlugin, type WebPageSender } from './plugins/web.ts';
import { webPageFor } from './modules/platform/web-page.ts';
import { consoleAppPlugin, defaultConsoleDist } from './plugins/console-app.ts';
import { embeddedBroker } from './realtime/broker.ts';
import { connectExternalPush, type Push } from './realtime/push.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { platformRoutes } from './modules/platform/routes.ts';
import { registerLotteryOperations } from './lottery-operations.ts';
import { securityRoutes } from './modules/security/routes.ts';
import { protectionPlugin } from './modules/protection/plugin.ts';
import { protectionRoutes } from './modules/protection/routes.ts';
import { membersRoutes } from './modules/members/routes.ts';
import { cardsRoutes } from './modules/cards/routes.ts';
import { walletRoutes } from './modules/wallet/routes.ts';
import { depositRoutes } from './modules/deposits/index.ts';
import { withdrawalRoutes } from './modules/withdrawals/index.ts';
import { accessRoutes } from './modules/console/routes.ts';
import { chargeAuditRoutes } from './modules/orders/index.ts';
import { adjustmentRoutes } from './modules/wallet/index.ts';
import { proposalRoutes } from './modules/operators/index.ts';
import { memberConsoleRoutes } from './modules/members/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { partitionRoutes } from './modules/ledger/index.ts';
import { dashboardRoutes } from './modules/reports/index.ts';
import { settlementConsoleRoutes } from './modules/settlement/index.ts';
import { agentConsoleRoutes } from './modules/agents/index.ts';
import { lotteryConsoleRoutes } from './modules/lottery/index.ts';
import { drawConsoleRoutes } from './modules/draws/index.ts';
import { riskRoutes } from './modules/risk/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { promoRoutes } from './modules/promo/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { agentRoutes } from './modules/agents/routes.ts';
import { openapiRoutes, trackRoutes } from './modules/openapi/routes.ts';
import { aliasRoutes } from './modules/aliases/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { healthRoutes } from './modules/ops/health.ts';
import { paymentsRoutes, transferRoutes } from './modules/payments/index.ts';
import { metricsRoutes } from './modules/ops/metrics.ts';
import { createOutboxWorker, messagesRoutes, vapidRoutes, webPushRoutes, type OutboxWorker } from './modules/messages/index.ts';
import { seed } from './seed.ts';
import { buildServices, type Services } from './services.ts';
import './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender (issue #33); tests call `runOnce()` instead of its timer. */
    outbox: OutboxWorker;
    /** The app's services, built once by buildServices (services.ts): tests and the CLIs read them here; routes are handed theirs. */
    services: Services;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one per file); the app then leaves it open on close. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** Serve the built web app (default true). */
  serveWeb?: boolean;
  /** Run the lottery scheduler's timer when the roles include it (default true; tests tick by hand). */
  runScheduler?: boolean;
}

const bigintSafe = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value);

/**
 * Builds the whole application as a Fastify instance: database (migrated), push, every module,
 * the web app. Tests `inject` into it; main.ts listens with it.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Request logging at info halves throughput: errors are logged by the handler.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For names the client only behind a configured proxy; otherwise a spoofed
    // header would become the recorded login IP and dodge the per-IP login limits.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Plugins open the database and the broker; on a loaded 2-core machine that can take a while.
    pluginTimeout: 60_000,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: frameworkError,
  });
  app.setReplySerializer((payload) => JSON.stringify(payload, bigintSafe));
  contextPlugin(app);
  trackRoutes(app);
  const webDist = config.webDist ?? defaultWebDist;
  await securityHeadersPlugin(app, config, options.serveWeb !== false ? [`${webDist}/index.html`, `${webDist}/error.html`, `${defaultConsoleDist}/index.html`] : []);
  let sendWebPage: WebPageSender | null = null;
  errorsPlugin(app, (req, reply) => (sendWebPage && isWebAppPath(req.method, req.url) ? sendWebPage(req, reply) : null));
  // While closing, in-flight responses end their keep-alive connection so close() can finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_req, reply, _payload, done) => {
    if (closing) reply.header('connection', 'close');
    done();
  });

  const database = options.database ?? (await openDatabase(config.database));
  const ownsDatabase = !options.database;
  const clock = options.clock ?? systemClock;

  const pushRef: { current: Push | null } = { current: null };
  const push: Push = {
    publish: (topic, event) => (pushRef.current ? pushRef.current.publish(topic, event) : Promise.resolve()),
    close: async () => undefined,
    // No push role and no external broker: nothing to be connected to.
    connected: () => pushRef.current?.connected() ?? true,
    clients: () => pushRef.current?.clients() ?? null,
  };
  const deps: AppDeps = { config, db: database.db, push, clock, log: app.log };
  app.decorate('deps', deps);
  // The composition root: every service built once, here, and handed to the routes below.
  const services = buildServices(deps);
  const { auth } = services;
  app.decorate('services', services);
  app.decorate('auth', { requireMember: auth.requireMember, requireOperator: auth.requireOperator });

  protectionPlugin(app, services.protection);
  await formsPlugin(app);
  if (config.mqttUrl) {
    pushRef.current = await connectExternalPush(config.mqttUrl, `lotus-server-${process.pid}-${Date.now()}`);
  } else if (config.roles.includes('push')) {
    pushRef.current = await embeddedBroker(
      app,
      async (token) => (await auth.memberForToken(token))?.memberId ?? null,
    );
  }

  platformRoutes(app, services);
  authRoutes(app, auth);
  const runsScheduler = options.runScheduler !== false && config.roles.includes('scheduler');
  await registerLotteryOperations(app, services, { runScheduler: runsScheduler });
  // The outbox's worker runs beside the scheduler (every node with the role may: claims skip each other's rows).
  const outbox = createOutboxWorker(deps);
  app.decorate('outbox', outbox);
  app.addHook('preClose', async () => {
    await outbox.stop();
  });
  if (runsScheduler) {
    app.addHook('onReady', async () => {
      outbox.start();
    });
  }
  healthRoutes(app, { runsScheduler });
  metricsRoutes(app, services.metrics, { runsScheduler });
  membersRoutes(app, services);
  securityRoutes(app, services);
  protectionRoutes(app, services.protection);
  cardsRoutes(app, services);
  depositRoutes(app, services);
  walletRoutes(app, services);
  withdrawalRoutes(app, services);
  paymentsRoutes(app, services.payments, services);
  await transferRoutes(app, services.transfers);
  // The operators' calls, each in the module that owns its data (#29), in the console's order.
  dashboardRoutes(app, services.dashboard);
  settlementConsoleRoutes(app, services.resettle);
  adjustmentRoutes(app, services.adjustments);
  chargeAuditRoutes(app);
  proposalRoutes(app, services.proposals);
  settingsRoutes(app);
  vapidRoutes(app);
  memberConsoleRoutes(app, services);
  agentConsoleRoutes(app, services);
  accessRoutes(app, services.console.access);
  partitionRoutes(app);
  lotteryConsoleRoutes(app, services);
  drawConsoleRoutes(app, services.issueAdmin);
  riskRoutes(app, services);
  contentRoutes(app, services);
  promoRoutes(app, { ...services, clock: services.promoClock });
  reportRoutes(app, services);
  agentRoutes(app, services);
  aliasRoutes(app, services);
  chatRoutes(app, services);
  messagesRoutes(app);
  webPushRoutes(app);
  await openapiRoutes(app, '0.1.0');
  if (options.serveWeb !== false) {
    // The page names the asking host's site (issue #31: title and description before any script).
    sendWebPage = await webPlugin(app, webDist, webPageFor(services.platform));
    await consoleAppPlugin(app, defaultConsoleDist);
  }

  await seed(database.db, app.log, config.seedDemo);

  // Closing order: stop HTTP (Fastify waits for in-flight requests), then push, then the DB.
  app.addHook('onClose', async () => {
    await pushRef.current?.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}
