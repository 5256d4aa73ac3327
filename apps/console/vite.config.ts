import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The operators' back office, served under /console by the server (history routing, basename /console). */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: (id: string) => !/packages[\\/](engine|contracts|i18n)[\\/]src[\\/]/.test(id),
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/sk': 'http://localhost:8080' } },
});
