import { Button } from '@casino/ui';
import { Mail, MessageCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { chatScriptUrl } from '../../../shared/support/live-chat';
import type { PanelPageProps } from '../../profile-panel/panel-page';

/** What the live chat provider's script puts on the page (its JavaScript API): open the chat window. */
interface ChatWidget {
  call(method: 'maximize'): void;
}

const chatWidget = () => (window as Window & { LiveChatWidget?: ChatWidget }).LiveChatWidget;

/** Checks again every second until the widget is there: its script loads when the browser is idle (entry.client). */
const WIDGET_CHECK_MS = 1000;

/** Whether the live chat widget has loaded: it comes only when the build names a chat provider (VITE_CHAT_SCRIPT_URL). */
function useChatWidget(): ChatWidget | undefined {
  return useSyncExternalStore(
    (changed) => {
      if (!chatScriptUrl(import.meta.env) || chatWidget()) return () => undefined;
      const timer = window.setInterval(() => {
        if (chatWidget()) changed();
      }, WIDGET_CHECK_MS);
      return () => window.clearInterval(timer);
    },
    chatWidget,
    () => undefined,
  );
}

/**
 * The customer support page (spec 2.5): write to the support address, or, when the live chat widget is on the page,
 * open the chat; the widget's window embeds itself in the page beside it.
 */
export default function CustomerSupportPage(_props: PanelPageProps) {
  const { t } = useTranslation();
  const widget = useChatWidget();
  const address = t('panel.support.address');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm wrap-break-word">{widget ? t('panel.support.introChat') : t('panel.support.intro')}</p>
      <Button asChild variant="secondary" size="lg" className="h-auto justify-start text-left">
        <a href={`mailto:${address}`}>
          <Mail aria-hidden="true" className="text-accent" />
          <span className="flex min-w-0 flex-col">
            <span>{t('panel.support.email')}</span>
            <span className="text-sm font-normal break-all text-fg-muted">{address}</span>
          </span>
        </a>
      </Button>
      {widget && (
        <>
          <Button className="self-start" onClick={() => widget.call('maximize')}>
            <MessageCircle aria-hidden="true" />
            {t('panel.support.chat')}
          </Button>
          <div
            id="live-chat-embed"
            data-testid="live-chat-embed"
            className="min-h-96 rounded-lg border border-border"
          />
        </>
      )}
    </div>
  );
}
