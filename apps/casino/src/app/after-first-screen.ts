/**
 * The page's code waits for its first screen. React Router puts the preloads of every script the page hydrates with
 * (some 180 kB on the home page) and the module script that imports them in the head and body, so a phone fetched
 * them beside the stylesheet and the first pictures and painted the page seconds later than the same HTML without
 * them. Here the server's HTML keeps them inert (an unknown `rel`, a script type that does not run) and a small
 * script starts them when the page has loaded (its stylesheet and visible pictures: the lazy ones off screen do not
 * count), in the same order. Until then the page is its server-rendered HTML: links work, controls wait.
 *
 * The policy allows the module script by its hash, the same text whether it runs at once or later (apps/api
 * hashes every inline script of a page), and the starter is an inline script like React Router's own.
 */
/** The prefix of what waits for the load event: `rel="x-after-load-modulepreload"` is a module preload then. */
const AFTER_LOAD = 'x-after-load-';

/**
 * Starts what the page's HTML holds inert: each link as itself, four in a task (each starts a fetch, some 2 ms of a
 * phone's main thread: all twenty at once were one long task), then each module script as a module. Runs in the page.
 */
const START = `addEventListener('load',function(){var l=[].slice.call(document.querySelectorAll('link[rel^="${AFTER_LOAD}"]')),s=document.querySelectorAll('script[type="${AFTER_LOAD}module"]');(function next(){l.splice(0,4).forEach(function(e){var n=e.cloneNode();n.rel=e.rel.slice(${AFTER_LOAD.length});e.replaceWith(n)});if(l.length)return void setTimeout(next);s.forEach(function(e){var n=document.createElement('script');n.type='module';n.textContent=e.textContent;e.replaceWith(n)})})()},{once:true})`;

/**
 * The page's HTML with its script preloads, its fetch preloads (the locale's texts, which only the scripts read)
 * and its inline module scripts made inert, and the starter before `</body>`. Scripts with a source (none in a
 * production page) are left as they are.
 */
export function afterFirstScreen(html: string): string {
  const inert = html
    .replace(/<link rel="(modulepreload|preload)"([^>]*)>/g, (tag, rel: string, rest: string) =>
      rel === 'modulepreload' || /\bas="fetch"/.test(rest) ? `<link rel="${AFTER_LOAD}${rel}"${rest}>` : tag,
    )
    .replace(/<script type="module"((?:(?!\bsrc=)[^>])*)>/g, `<script type="${AFTER_LOAD}module"$1>`);
  const at = inert.lastIndexOf('</body>');
  return at < 0 ? inert : `${inert.slice(0, at)}<script>${START}</script>${inert.slice(at)}`;
}
