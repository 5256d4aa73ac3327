import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served under /web by the server (history routing, basename /web).
export default defineConfig({
  base: '/web/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
  server: {
    proxy: {
      '/sk': 'http://localhost:8080',
      '/api': 'http://localhost:8080',
      '/mqtt': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
