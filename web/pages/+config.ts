import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';
import vikeReactStyledComponents from 'vike-react-styled-components/config';

export default {
  extends: [vikeReact, vikeReactStyledComponents],
  // Pages live in web/pages: route /web/login as /login.
  filesystemRoutingRoot: '/',
  passToClient: ['snapshot'],
  meta: {
    bare: { env: { server: true, client: true } },
    // The catalogue areas a page's texts need beyond the core (web/i18n/areas.ts), loaded before it renders.
    catalogues: { env: { server: true, client: true } },
  },
} satisfies Config;
