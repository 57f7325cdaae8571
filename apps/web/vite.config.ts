import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

// The API server's default address in development; the built app is served by that server itself.
const API_ORIGIN = 'http://localhost:3000';

/**
 * The chunk of a feature's or the shell's texts in one language. Purchases, loyalty and the
 * back office register their texts from their own lazy chunks (no first page shows them), so
 * they stay out of the first page's.
 */
const FIRST_PAGE_TEXTS =
  /\/src\/(?:app|features\/(?!purchases\/|loyalty\/|admin\/)[^/]+)\/locales\/(?:[^/]+\/)?(de|en|es|fr|it)\.ts$/;
/** The FAQ answers of the about page's texts, kept in the store's shared help knowledge. */
const SHARED_FIRST_PAGE_TEXTS = /\/packages\/shared\/src\/content\/faq\/(de|en|es|fr|it)\.ts$/;
function firstPageTextsChunk(moduleId: string): string | null {
  const language =
    FIRST_PAGE_TEXTS.exec(moduleId)?.[1] ?? SHARED_FIRST_PAGE_TEXTS.exec(moduleId)?.[1];
  return language ? `texts-${language}` : null;
}

// The spec's messages and the schemas beside them, which the English texts quote word for
// word. Left to the bundler, such a module lands in the chunk of one text loader, which
// re-exports from texts-en while texts-en imports the message from it: a cycle whose
// evaluation order depends on which chunk the browser asks for first, and which sometimes
// left every text untranslated. In a chunk of their own, which imports no texts, no cycle
// can form.
// The back office's schemas get a chunk of their own: in the store's, they would bring the
// staff pages into every customer's first load.
const SPEC_MESSAGES =
  /\/(?:packages\/shared\/src\/(?:[\w-]+-messages|schemas\/[\w-]+)|src\/lib\/form-messages)\.ts$/;
const SHARED = /\/packages\/shared\/src\//;
function specMessagesChunk(moduleId: string, ctx: ChunkingContext): string | null {
  // With the rules only they import: left in a page's chunk, such a rule would make the
  // messages' chunk import that page's, and the page's import it back.
  if (SHARED.test(moduleId) && backOfficeOnly(moduleId, ctx)) return 'admin-messages';
  return SPEC_MESSAGES.test(moduleId) ? 'messages' : null;
}

/** What the bundler tells about a module while it splits chunks. */
interface ChunkingContext {
  getModuleInfo: (
    moduleId: string,
  ) => { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

const BACK_OFFICE = /\/src\/features\/admin\//;
/** True when only the back office imports a module, directly or through modules only it imports. */
function backOfficeOnly(moduleId: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  if (BACK_OFFICE.test(moduleId)) return true;
  // Met again through a cycle: its other importers decide.
  if (seen.has(moduleId)) return true;
  seen.add(moduleId);
  const info = ctx.getModuleInfo(moduleId);
  const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
  return importers.length > 0 && importers.every((importer) => backOfficeOnly(importer, ctx, seen));
}

// Brand violet (Tailwind violet-600) for the installed app's title bar; white behind the splash.
const THEME_COLOR = '#7c3aed';
const BACKGROUND_COLOR = '#ffffff';

/**
 * The service worker (/sw.js) precaches the app shell and every script and style chunk, so
 * that after one visit the pages that need no API (spec section 2) open offline. Registration
 * is the app's own (src/features/pwa), which asks before switching to a new version.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webp}'],
    // Flags are many (some large) and shown a few at a time: cached when first seen, except
    // the default region's and the globe every missing flag falls back to.
    globIgnores: ['**/img/flags/!(EU|GLOBAL).svg', '**/img/flags/LICENSE'],
    // Nothing large in the precache: an accidental big file must not stall every install.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/dev\//, /^\/sitemap/, /^\/robots/],
    cleanupOutdatedCaches: true,
    // The very first visit is controlled at once, so going offline right after it works.
    clientsClaim: true,
    // Shows browser notifications and opens their page on a click (public/sw-push.js).
    importScripts: ['/sw-push.js'],
    runtimeCaching: [
      {
        urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/img/flags/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'flags',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  },
  manifest: {
    id: '/',
    name: 'BigKeys',
    short_name: 'BigKeys',
    description:
      'Game keys, DLC, gift cards and subscription cards for PC, Xbox, PlayStation and Nintendo.',
    lang: 'en',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    display: 'standalone',
    start_url: '/',
    scope: '/',
    categories: ['games', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
});

/**
 * Every script and style chunk also written as `.br` at brotli's best quality, which the server
 * sends as it is (`preCompressed`): about 15 % fewer bytes than compressing each response on
 * the fly at the quick setting a live response can afford.
 */
const precompress = compression({
  include: /^assets\/.+\.(?:js|css)$/,
  // The plugin's brotli runs at quality 11, the best.
  algorithms: ['brotliCompress'],
  logLevel: 'silent',
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa, precompress],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/media': { target: API_ORIGIN, changeOrigin: true },
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // The texts every first page needs arrive as one chunk per language (texts-en, …),
        // not one small request per feature: the first render waits for them.
        codeSplitting: {
          groups: [
            { name: firstPageTextsChunk, includeDependenciesRecursively: false },
            { name: specMessagesChunk, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A page test renders whole routes with their providers; on a busy 2-core machine one
    // can take longer than the default 5 s without anything being wrong.
    testTimeout: 20_000,
  },
});
