// Bundles the server into dist/ with esbuild. Workspace packages (shared) are bundled
// in; every npm dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

await build({
  entryPoints: {
    main: 'src/main.ts',
    'seed-cli': 'src/seed-cli.ts',
    'referrals-cli': 'src/referrals-cli.ts',
    'admin-cli': 'src/admin-cli.ts',
    // A worker thread's entry, loaded by file name at run time (see src/paths.ts).
    'invoice-pdf-worker': 'src/modules/invoices/invoice-pdf.worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: {
    // Some CommonJS dependencies call require(); give the ESM bundle one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
