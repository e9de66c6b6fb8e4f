import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :3000 (`npm start` from the root); in production the API serves web/dist itself.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Read by scripts/bundle-size.mjs to measure the initial download of a route.
    manifest: true,
    // The entry is ~505 kB raw / ~157 kB gzip; the real budget (250 KB gzip for /) is checked by
    // scripts/bundle-size.mjs, so Vite's raw-size warning would only be noise.
    chunkSizeWarningLimit: 600,
  },
});
