import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

// Pages live in web/pages; web/pages/+config.ts sets filesystemRoutingRoot so /web/login routes as /login.
export default defineConfig({
  plugins: [react(), vike()],
  publicDir: 'web/public',
  build: { outDir: 'dist' },
  // Without these the production server crashes or renders unstyled pages (docs: shared/notes/stack.md).
  ssr: { noExternal: ['styled-components', 'vike-react-styled-components'] },
});
