import { mergeConfig } from 'vite';
import base from './vite.config';

/**
 * The server entry's build (`vite build --ssr`): React and every other dependency bundled in
 * with `process.env.NODE_ENV` fixed to production, so the store draws pages with React's
 * production build however it is started.
 */
export default mergeConfig(base, {
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { copyPublicDir: false },
});
