import type { PlayerComponents } from '@casino/api-client';
import { Badge, Button, ErrorMessage, Skeleton, type BadgeProps } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { formatDateTime } from '../../lib/format';
import { useLocale } from '../../shared/locale/use-locale';
import { documentsQuery } from '../../shared/player/player-queries';

type DocumentStatus = PlayerComponents['schemas']['Document']['documentStatus'];

const STATUS_BADGE: Record<DocumentStatus, BadgeProps['variant']> = {
  uploaded: 'neutral',
  approved: 'accent',
  rejected: 'danger',
};

/**
 * The player's documents (spec 2.5 Documents; 3 Documents), newest first: each with its type, status and upload time,
 * and the way to upload more.
 */
export function DocumentsList({ onUpload }: { onUpload: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const documents = useQuery(documentsQuery(useApi()));

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('panel.documents.intro')}</p>
      <Button className="self-start" onClick={onUpload}>
        {t('panel.documents.upload')}
      </Button>
      {documents.isPending ? (
        <div role="status" aria-label={t('panel.documents.loading')} className="flex flex-col gap-2">
          <Skeleton shape="block" className="h-16" />
          <Skeleton shape="block" className="h-16" />
        </div>
      ) : documents.isError ? (
        <ErrorMessage message={t('panel.documents.error')} />
      ) : documents.data.documents.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('panel.documents.empty')}</p>
      ) : (
        <ul aria-label={t('panel.documents.caption')} className="flex flex-col gap-2">
          {documents.data.documents.map((document, index) => (
            <li
              key={`${document.uploadTime}-${index}`}
              className="flex flex-col gap-1 rounded-md border border-border bg-surface-raised p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="font-semibold wrap-break-word">
                  {t(`panel.documents.types.${document.documentType}`)}
                </span>
                <Badge
                  variant={STATUS_BADGE[document.documentStatus]}
                  text={t(`panel.documents.status.${document.documentStatus}`)}
                />
              </div>
              {document.name && <span className="text-sm wrap-break-word text-fg-muted">{document.name}</span>}
              <span className="text-sm text-fg-muted">
                {t('panel.documents.uploaded', { time: formatDateTime(locale, document.uploadTime) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
