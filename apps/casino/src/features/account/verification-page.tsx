import { Button } from '@casino/ui';
import { useTranslation } from 'react-i18next';
import type { PanelPageProps } from '../../shared/profile-panel/panel-page';

/**
 * The verification page (spec 2.5): a stub with one button. The button opens the document upload, where the player
 * sends what proves the identity.
 */
export function VerificationPage({ push }: PanelPageProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm wrap-break-word">{t('panel.verification.description')}</p>
      <Button onClick={() => push('upload-documents')}>{t('panel.verification.start')}</Button>
    </div>
  );
}
