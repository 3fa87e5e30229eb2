/** The live chat widget's script, from the configured provider (spec 1, 7 "Other"); none without VITE_CHAT_SCRIPT_URL. */
export function chatScriptUrl(env: Pick<ImportMetaEnv, 'VITE_CHAT_SCRIPT_URL'>): string | undefined {
  const url = env.VITE_CHAT_SCRIPT_URL;
  return url && /^https:\/\//.test(url) ? url : undefined;
}

/**
 * Loads the live chat widget once the page is interactive and the browser is idle, so it costs the page nothing
 * before then: a third party's script never competes with the page's own.
 */
export function loadLiveChat(url: string, window: Window) {
  const load = () => {
    const script = window.document.createElement('script');
    script.src = url;
    script.async = true;
    window.document.body.append(script);
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(load) : window.setTimeout(load, 1));
  if (window.document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
