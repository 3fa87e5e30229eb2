const entities: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };

/** Text made safe inside HTML, in an element or a quoted attribute: the server's own pages write with it. */
export const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => entities[char]!);
