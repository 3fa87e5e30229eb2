// The part of jsdom the server uses: a window for the HTML sanitiser (entry.server.tsx). It ships no types.
declare module 'jsdom' {
  import type { WindowLike } from 'dompurify';
  export class JSDOM {
    constructor(html: string);
    readonly window: WindowLike;
  }
}
