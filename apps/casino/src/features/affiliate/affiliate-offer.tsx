import { contentValue } from '@casino/api-client';
import { AffiliateBanner, Button } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../app/api';
import { localizedPath } from '../../app/routes';
import { useLocale } from '../../shared/locale/use-locale';

/**
 * The affiliate's banner for a visitor (spec 2.3; 4, Labels and banner): its message in the locale, the granted free
 * spins and their game, and a register button. Its own chunk: only a visitor who came by an affiliate's link loads it.
 */
export function AffiliateOffer({ reference, onDismiss }: { reference: number; onDismiss: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const locale = useLocale();
  const [dismissed, setDismissed] = useState(false);
  const affiliate = useQuery({
    queryKey: ['content', 'affiliate', reference],
    queryFn: () =>
      contentValue(api.content.GET('/affiliate/{ref}', { params: { path: { ref: String(reference) } } }), null),
  }).data;

  if (!affiliate || dismissed) return null;
  const message = { fi: affiliate.message_fi, en: affiliate.message_en, et: affiliate.message_et }[locale];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-4">
      <AffiliateBanner
        title={t('affiliate.banner.title')}
        message={message}
        offer={
          affiliate.granted_free_spins > 0
            ? t('affiliate.banner.offer', {
                count: affiliate.granted_free_spins,
                game: affiliate.free_spin_game?.title ?? '',
              })
            : undefined
        }
        action={
          <Button asChild>
            <Link to={localizedPath('REGISTRATION', locale)}>{t('layout.header.register')}</Link>
          </Button>
        }
        dismissLabel={t('affiliate.banner.dismiss')}
        onDismiss={() => {
          setDismissed(true);
          onDismiss();
        }}
      />
    </div>
  );
}
