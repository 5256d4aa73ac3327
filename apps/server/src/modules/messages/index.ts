/**
 * Messages to people (issue #33): the public face of the outbox. Other modules call `enqueue` in
 * the transaction of the event a message tells of; the worker sends it through the configured
 * SMS gateway or SMTP server; the console's Outbox screen lists it.
 */
export { enqueue, countRecent, renderMessage, MESSAGE_TEMPLATES, type MessageTemplate, type OutgoingMessage } from './outbox.ts';
export { createOutboxWorker, retryDelayMs, MAX_ATTEMPTS, type OutboxWorker, type Providers } from './worker.ts';
export { twilioSms, esmsSms, smtpEmail, type SmsProvider, type EmailProvider, type SendResult } from './providers.ts';
export { messagesRoutes } from './routes.ts';
export {
  enqueuePush,
  renderPush,
  subscribe as subscribePush,
  unsubscribe as unsubscribePush,
  listDevices as listPushDevices,
  vapidKeys,
  vapidInfo,
  setVapidKeys,
  vapidProblem,
  webPushProvider,
  PUSH_URL,
  type PushNote,
  type PushProvider,
} from './push.ts';
export { vapidRoutes, webPushRoutes } from './push-routes.ts';
export { queueWinPush, queueDrawPush, queueSignReminder, fanOutPush, FANOUT_CHUNK, SIGN_REMINDER_HOUR, type WinFanout } from './fanout.ts';
export {
  securityAlert,
  verifiedChannels,
  maskContact,
  countryName,
  listInbox,
  markInboxRead,
  SECURITY_ALERTS,
  type SecurityAlertKind,
  type AlertVars,
} from './alerts.ts';
export { opsAlert, opsRecipient, opsRiskHoldAlert, queueAlertPass, OPS_QUEUE_ALERT_BATCH, type OpsTemplate } from './ops-alerts.ts';
