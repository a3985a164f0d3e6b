/** The long-form machinery's words: save status, conflicts between tabs or devices, section buttons, the frame of every long form, uploads, the address look-up. */
export default {
  status: {
    saving: 'Saving…',
    savedAt: 'Saved at {time}',
    offline: 'Not saved yet: you are offline. Your answers are kept on this device and will be sent when you are back online.',
    unavailable: 'Not saved: the portal could not be reached. Your answers are kept on this device and we will try again shortly.',
    signedOut: 'Not saved: you are signed out. Your answers are kept on this device and will be sent after you sign in again.',
    rejected: 'Not saved: {reason}',
    conflict: 'Not saved: this section was changed in another tab or on another device.',
  },
  conflict: {
    title: 'This section was changed somewhere else',
    body: 'This section was saved in another tab or on another device after you opened it. Your answers on this page have not been saved over it. Choose which answers to keep.',
    savedAt: 'The other copy was saved on {date} at {time}.',
    loadNewer: 'Load the newer copy',
    loadNewerHint: 'replaces the answers on this page',
    keepMine: 'Keep my answers',
    keepMineHint: 'saves the answers on this page over the other copy',
  },
  actions: {
    saveAndContinue: 'Save and continue',
    saveApplication: 'Save Application',
  },
  load: {
    what: 'this section',
  },
  // The long forms' frame: task list, check your answers, submit, acknowledgement, delete draft, history.
  sectionStates: { NOT_STARTED: 'Not started', IN_PROGRESS: 'In progress', COMPLETED: 'Completed', HAS_ERRORS: 'Has errors' },
  taskList: {
    heading: 'Sections',
    progress: 'You have completed {done} of {total} sections.',
  },
  timeline: {
    heading: 'Application history',
    byStaff: 'by {name}',
  },
  check: {
    change: 'Change',
    changeContext: ' {section}',
    notCompleted: 'This section is not completed yet.',
    verified: 'Verified by national identity',
    noAnswers: 'No answers yet.',
  },
  submit: {
    problems: 'Your application is not complete yet',
  },
  acknowledgement: {
    receivedAt: 'We received your application on {date} (Singapore time).',
    emailed: 'We have sent a confirmation to your e-mail address.',
    nextHeading: 'What happens next',
  },
  deleteDraft: {
    confirm: 'Yes, delete this draft',
    cancel: 'No, keep it',
  },
  // Uploading a form's documents and the table of its files.
  documents: {
    uploadHeading: 'Upload a document',
    documentType: 'What is this document?',
    chooseType: 'Choose the kind of document',
    file: 'File',
    fileHint: 'PDF, JPG or PNG, up to 5MB.',
    upload: 'Upload file',
    uploading: 'Uploading {percent}%',
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
    // A document type offered for upload, with how many files of it the form takes.
    typeUpToOneFile: '{type} (1 file)',
    typeUpToFiles: '{type} (up to {count} files)',
  },
  addressLookup: {
    find: 'Find address',
    finding: 'Finding the address for postal code {postalCode}…',
    filled: 'Address found for postal code {postalCode} and filled in below. Check it, and add your unit number (for example #05-67) to address line 2.',
    several: '{count} addresses found for postal code {postalCode}. Choose yours.',
    chooseLegend: 'Choose your address',
    use: 'Use this address',
    chooseFirst: 'Choose one of the addresses, or type your address in the fields below',
    typeInstead: 'You can type your address in the fields below.',
  },
} as const;
