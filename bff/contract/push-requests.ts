import { z } from 'zod/mini';

/**
 * POST /api/page-hidden.php (SPEC §7): a beacon with an empty JSON body when her page is hidden. Nothing may be in it:
 * a key names itself as the field at fault.
 */
export const pageHiddenBody = z.record(z.string(), z.never());

/** What the live connection's `view` message says (bff/realtime/live-sockets.ts): the conversation a tab shows, and whether it is in sight. */
export type LiveViewMessage = { readonly type: 'view'; readonly conversation_id: number | null; readonly visible: boolean };
