/// <reference types="vite-plugin-pwa/client" />
/** One language's shell and home texts, built by the `lotus-messages` plugin of vite.config.ts. */
declare module 'virtual:lotus-messages/*' {
  const messages: Record<string, string>;
  export default messages;
}

/** One language's play names (`play.*`), loaded with the betting and chart pages. */
declare module 'virtual:lotus-play-names/*' {
  const messages: Record<string, string>;
  export default messages;
}

/** One language's other pages' texts, loaded just after the first render. */
declare module 'virtual:lotus-screen-texts/*' {
  const messages: Record<string, string>;
  export default messages;
}
