import { DocumentUpload } from '../../profile-panel/documents/document-upload';
import type { PanelPageProps } from '../../profile-panel/panel-page';

/** Upload documents (spec 2.5; 4 Documents upload): a type and several files, each sent on its own. */
export default function UploadDocumentsPage({ back }: PanelPageProps) {
  return <DocumentUpload onDone={back} />;
}
