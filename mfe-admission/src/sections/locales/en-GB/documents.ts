import { DOCUMENTS_WORDS } from '@portal/contracts/admission/summary/documents';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

export default {
  intro: 'Upload each document as a PDF, JPG or PNG file of up to 5MB. You can remove a file and upload it again until you submit.',
  identityRequired: 'You must upload an identity document that shows your address (your NRIC, 11B, birth certificate or another official document) before you submit.',
  uploadHeading: 'Upload a document',
  documentType: 'What is this document?',
  chooseType: 'Choose the kind of document',
  types: DOCUMENTS_WORDS['en-GB'].types,
  file: 'File',
  fileHint: 'PDF, JPG or PNG, up to 5MB.',
  upload: 'Upload file',
  uploading: 'Uploading {percent}%',
  uploaded: '{fileName} has been uploaded.',
  listHeading: 'Your documents',
  none: 'You have not uploaded any documents yet.',
  caption: 'Documents uploaded to this application',
  name: 'File',
  kind: 'Document',
  size: 'Size',
  check: 'Virus check',
  actions: 'Actions',
  scan: { CLEAN: 'Passed', NOT_SCANNED: 'Not scanned', PENDING: 'Checking', INFECTED: 'Virus found', FAILED: 'Could not be checked' },
  download: 'Download {fileName}',
  remove: 'Remove {fileName}',
  removed: '{fileName} has been removed.',
  done: 'Continue',
} as const;
