import { Button, ErrorMessage, Skeleton } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { Mail, MessageCircle } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { playerQuery } from '../../shared/player/player-queries';
import { chatScriptUrl } from '../../shared/support/live-chat';
import type { PanelPageProps } from '../../shared/profile-panel/panel-page';
import { SupportMessageForm } from './support-message-form';

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

/** The form, once the player is loaded: it shows the address the answer goes to (GET /player). */
function SupportForm() {
  const { t } = useTranslation();
  const player = useQuery(playerQuery(useApi()));
  if (player.data?.email) return <SupportMessageForm email={player.data.email} />;
  // An account made by the bank login has no address until it is completed: nowhere to answer to.
  if (player.data) return <p className="text-sm text-fg-muted">{t('panel.support.form.noEmail')}</p>;
  if (player.isError) return <ErrorMessage message={t('panel.support.form.error')} />;
  return (
    <div role="status" aria-label={t('panel.support.form.loading')} className="flex flex-col gap-3">
      <Skeleton className="w-1/2" />
      <Skeleton shape="block" className="h-10" />
      <Skeleton shape="block" className="h-36" />
    </div>
  );
}

/**
 * The customer support page (spec 1, 2.5): the customer-service form, answered to the player's e-mail; below it the
 * support address to write to instead, and, when the live chat widget is on the page, the chat; the widget's window
 * embeds itself in the page beside it.
 */
export function CustomerSupportPage(_props: PanelPageProps) {
  const { t } = useTranslation();
  const widget = useChatWidget();
  const address = t('panel.support.address');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm wrap-break-word">{widget ? t('panel.support.introChat') : t('panel.support.intro')}</p>
      <SupportForm />
      <p className="mt-2 border-t border-border pt-4 text-sm text-fg-muted">{t('panel.support.alternative')}</p>
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
