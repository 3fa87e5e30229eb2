import { DocumentsList } from '../../profile-panel/documents/documents-list';
import type { PanelPageProps } from '../../profile-panel/panel-page';

/** Documents (spec 2.5): the player's documents, and the way to upload more. */
export default function DocumentsPage({ push }: PanelPageProps) {
  return <DocumentsList onUpload={() => push('upload-documents')} />;
}
