const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every piece of text that goes into a mail's HTML goes through here: member names are member input. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Only our own http(s) links become buttons. */
export const safeLink = (link: string): string => (/^https?:\/\//i.test(link) ? link : '#');
