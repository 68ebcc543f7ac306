import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// With their extensions: Vite's native config loader (its future default) resolves no bare path
// and warns on every build about each one.
import { englishWhereRead, messages } from './build/messages.ts';
import { precompress } from './build/precompress.ts';
import { publicShell } from './build/public-shell.ts';
import { routePreloads } from './build/route-preloads.ts';

const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);

const shell = publicShell();

export default defineConfig(({ isSsrBuild }) => ({
  // The server-render build (`vite build --ssr`, see package.json) needs neither the preload list nor
  // compressed copies: only the browser's build is served.
  plugins: [
    messages(),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [englishWhereRead(src), shell.plugin, routePreloads(), precompress()]),
  ],
  resolve: { alias: { '@': src } },
  // Tailwind writes its CSS's source map only when asked here; without one, every build warned
  // that the map of the CSS it generated is broken (the build's maps are written, hidden).
  css: { devSourcemap: true },
  server: {
    port: 5173,
    // The API runs as its own process in development; in production one process serves both.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  // The server render bundles its dependencies, React's production build included, whatever
  // NODE_ENV the server runs with (its development build renders several times slower).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  // No data: URIs for images: every asset is a file under /assets/, which a strict CSP allows.
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    assetsDir: 'assets',
    // The browser's files carry no sourceMappingURL line (a line per chunk, about 1 KB of every first
    // load); the maps are still written beside them, for reading a production stack trace by hand.
    // The server render keeps its own (never sent to a browser).
    sourcemap: isSsrBuild ? true : 'hidden',
    assetsInlineLimit: 0,
    copyPublicDir: !isSsrBuild,
    // The public landing pages' code in a few chunks instead of dozens (build/public-shell.ts).
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { debugName: 'public-shell', name: shell.name, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        }),
  },
}));
