import { fileURLToPath } from 'node:url';

// This file sits one level below the server package both as source (src/paths.ts)
// and when bundled (dist/main.js), so '..' is the package root in either case.
const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** Folders the server reads at run time, resolved from the server package. */
export const serverPaths = {
  root: serverRoot,
  migrations: fileURLToPath(new URL('../drizzle', import.meta.url)),
  pgliteWorker: fileURLToPath(new URL('../src/db/pglite-worker.mjs', import.meta.url)),
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  commonPasswords: fileURLToPath(
    new URL('../src/modules/users/common-passwords.txt', import.meta.url),
  ),
};
