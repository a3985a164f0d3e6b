import { DOCUMENTS_WORDS } from '@portal/contracts/admission/summary/documents';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

export default {
  intro: 'Upload each document as a PDF, JPG or PNG file of up to 5MB. You can remove a file and upload it again until you submit.',
  identityRequired: 'You must upload an identity document that shows your address (your NRIC, 11B, birth certificate or another official document) before you submit.',
  types: DOCUMENTS_WORDS['en-GB'].types,
  uploaded: '{fileName} has been uploaded.',
  listHeading: 'Your documents',
  removed: '{fileName} has been removed.',
  done: 'Continue',
} as const;
