/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));
const contracts = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));

// Back office: served under /admin/ by the API in production; in development the API runs on :3000.
export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: { '@grimhunt/contracts': contracts },
  },
  build: {
    outDir: fileURLToPath(new URL('../../dist/apps/admin', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    port: 4174,
  },
});
