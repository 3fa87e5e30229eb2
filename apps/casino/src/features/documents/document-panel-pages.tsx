import type { PanelPageProps } from '../../shared/profile-panel/panel-page';
import { DocumentUpload } from './document-upload';
import { DocumentsList } from './documents-list';

/** Documents (spec 2.5): the player's documents, and the way to upload more. */
export function DocumentsPanelPage({ push }: PanelPageProps) {
  return <DocumentsList onUpload={() => push('upload-documents')} />;
}

/** Upload documents (spec 2.5; 4 Documents upload): a type and several files, each sent on its own. */
export function UploadDocumentsPanelPage({ back }: PanelPageProps) {
  return <DocumentUpload onDone={back} />;
}
