/** One language's catalogue, built by the `lotus-messages` plugin of vite.config.ts. */
declare module 'virtual:lotus-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}
