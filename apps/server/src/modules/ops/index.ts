/**
 * The ops module's public face for other modules (issue #29): what they use of it. Other modules
 * import this file, never the ones behind it.
 */
export { type Metrics } from './metrics.ts';
