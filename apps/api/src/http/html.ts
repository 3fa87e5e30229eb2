const entities: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' };

/**
 * Text made safe inside HTML, in an element or a double-quoted attribute (the only kind the server writes): the
 * server's own pages and the maintenance message's HTML.
 */
export const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (char) => entities[char]!);
