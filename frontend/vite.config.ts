/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': srcDir },
  },
  server: {
    // `npm run dev` talks to a locally running API through the dev server, so the
    // SPA and the API share one origin exactly as behind nginx.
    proxy: {
      '/api': process.env.VITE_API_PROXY ?? 'http://127.0.0.1:8081',
      '/uploads': process.env.VITE_API_PROXY ?? 'http://127.0.0.1:8081',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    css: false,
    restoreMocks: true,
    // Generous limits: CI shares two cores with the C++ build and other suites.
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
