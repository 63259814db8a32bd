import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

// The player app: built into dist/apps/player and served at `/` by the API.
export default defineConfig({
  root: here('.'),
  base: '/',
  publicDir: here('./public'),
  plugins: [react()],
  resolve: {
    alias: {
      '@grimhunt/contracts': here('../../libs/contracts/src/index.ts'),
    },
  },
  build: {
    outDir: here('../../dist/apps/player'),
    emptyOutDir: true,
    // .vite/manifest.json: which chunks index.html and each route load (the bench sums their gzipped sizes).
    manifest: true,
    rollupOptions: {
      // The contracts are constants and pure functions: without this, every contract module the app uses anywhere
      // would be bundled into the entry, because the entry imports the barrel (libs/contracts/src/index.ts).
      treeshake: { moduleSideEffects: (id) => !id.includes('/libs/contracts/src/') },
    },
  },
  server: {
    port: 4200,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
});
