import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

// This file sits one level below the server package both as source (src/paths.ts)
// and when bundled (dist/main.js), so '..' is the package root in either case.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
// Tests and the benchmark run the TypeScript sources; the build bundles each entry to dist/.
const fromSource = import.meta.url.endsWith('.ts');

/**
 * A worker thread's entry: its TypeScript file loaded through tsx when running from source
 * (tsx is a development dependency), or its bundled file next to main.js.
 */
function workerEntry(source: string, bundled: string): { file: string; execArgv: string[] } {
  if (!fromSource) return { file: fileURLToPath(new URL(bundled, import.meta.url)), execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { file: fileURLToPath(new URL(source, import.meta.url)), execArgv: ['--import', tsx] };
}

/** Folders the server reads at run time, resolved from the server package. */
export const serverPaths = {
  root: serverRoot,
  migrations: fileURLToPath(new URL('../drizzle', import.meta.url)),
  pgliteWorker: fileURLToPath(new URL('../src/db/pglite-worker.mjs', import.meta.url)),
  /** Lazily, so a bundled server never looks for tsx. */
  invoicePdfWorker: () =>
    workerEntry('./modules/invoices/invoice-pdf.worker.ts', './invoice-pdf-worker.js'),
  /** `npm run seed`'s entry, which a first start runs as a process of its own. */
  seedCli: () => workerEntry('./seed-cli.ts', './seed-cli.js'),
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  commonPasswords: fileURLToPath(
    new URL('../src/modules/users/common-passwords.txt', import.meta.url),
  ),
};
