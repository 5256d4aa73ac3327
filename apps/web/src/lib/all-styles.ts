/**
 * Mantine's whole stylesheet and its notifications', in their cascade layer: what every part but
 * the first page renders with (lib/lazy-part.ts loads it). The first page has its own part of it
 * (app/first-page.css); the layer keeps the order they arrive in from mattering, and the app's own
 * styles, outside any layer, above both.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
