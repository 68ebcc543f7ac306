import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreloads(), precompress()],
  resolve: { alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) } },
  server: {
    port: 5173,
    // The API runs as its own process in development; in production one process serves both.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  // No data: URIs for images: every asset is a file under /assets/, which a strict CSP allows.
  build: { outDir: 'dist', assetsDir: 'assets', sourcemap: true, assetsInlineLimit: 0 },
});
