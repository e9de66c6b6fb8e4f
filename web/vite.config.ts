import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API runs on :3000 in development (`npm run start:api`); production serves web/dist from the API itself.
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
  },
});
