import { describe, expect, it, vi } from 'vitest';
import { chatScriptUrl, loadLiveChat } from './live-chat';

describe('live chat', () => {
  it('is configured only by an https script address', () => {
    expect(chatScriptUrl({})).toBeUndefined();
    expect(chatScriptUrl({ VITE_CHAT_SCRIPT_URL: '' })).toBeUndefined();
    expect(chatScriptUrl({ VITE_CHAT_SCRIPT_URL: 'http://chat.example/widget.js' })).toBeUndefined();
    expect(chatScriptUrl({ VITE_CHAT_SCRIPT_URL: 'https://chat.example/widget.js' })).toBe(
      'https://chat.example/widget.js',
    );
  });

  it('adds its script only when the browser is idle after the page has loaded', () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => (idle = callback));
    loadLiveChat('https://chat.example/widget.js', window);
    expect(document.querySelector('script[src="https://chat.example/widget.js"]')).toBeNull();
    idle?.();
    const script = document.querySelector<HTMLScriptElement>('script[src="https://chat.example/widget.js"]');
    expect(script?.async).toBe(true);
    vi.unstubAllGlobals();
  });
});
