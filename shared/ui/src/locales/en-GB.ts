/** The design system's own words, and the shared words every app reuses (buttons, status names). */
export default {
  buttons: {
    submit: 'Submit',
    next: 'Next',
    back: 'Back',
    cancel: 'Cancel',
    okay: 'Okay',
    continue: 'Continue',
    tryAgain: 'Try again',
    signIn: 'Sign in',
    signOut: 'Sign out',
  },
  // Office consoles, beside a box whose words go to one applicant (console/write-in-hint.tsx).
  writeIn: {
    'en-GB': 'The applicant reads the portal and its e-mails in English: write in English.',
    'zh-Hans': 'The applicant reads the portal and its e-mails in Chinese: write in Chinese.',
    withHint: '{hint} {writeIn}',
  },
  // The browser tab's title (document-title.tsx): "<screen> – <portal>", GOV.UK's "Error: " first when a form shows errors.
  // Office consoles' dashboards (console/DashboardPage.tsx): the filters' form and each chart's parts.
  dashboard: {
    filtersLabel: 'Choose what the figures count',
    apply: 'Show the figures',
    clear: 'Clear the choices',
    any: 'Any',
    what: 'the figures',
    showTable: 'Show the figures as a table',
    csv: 'Download the figures (CSV)',
    empty: 'Nothing to count yet.',
    // After the disclosure's and the download link's words, for a screen reader: which chart's.
    ofChart: ': {chart}',
    // A CSV column of money (a chart whose unit is SGD): its amounts are dollars with two decimals.
    inCurrency: '{series} (SGD)',
  },
  listExport: {
    summary: 'Export this list',
    intro: 'The rows your search finds, all of them, as a file for the student system or a spreadsheet. It holds personal data: keep it on the university’s systems. Each export is recorded with your name, the search and the number of rows.',
    formLabel: 'Export the list',
    columns: 'Columns',
    columnsHint: 'In the order shown. Leave out what the file does not need.',
    format: 'File format',
    formats: { csv: 'CSV (UTF-8, for the student system)', xlsx: 'Excel workbook (.xlsx)' },
    download: 'Download the file',
  },
  pageTitle: {
    portal: 'Undergraduate Applicant Portal',
    screen: '{screen} – {portal}',
    separator: ' – ',
    error: 'Error: {title}',
  },
  errors: {
    summaryTitle: 'There is a problem',
    prefix: 'Error:',
    panelTitle: 'Sorry, there is a problem',
    remoteCrashed: 'This part of the portal stopped working',
    remoteCrashedBody: 'Refresh the page to try again. Your saved work is kept. ({detail})',
  },
  notification: {
    important: 'Important',
    success: 'Success',
    error: 'There is a problem',
    dismiss: 'Dismiss',
    dismissContext: ' this message',
  },
  loading: {
    default: 'Loading',
    what: 'Loading {what}',
    failed: 'We could not load {what}',
  },
  fields: {
    optional: 'Optional',
    email: 'E-mail address',
    dateHint: 'For example, 27/03/2007',
    characterLimit: '[Max {limit} characters] {used} used',
    charactersOver: ', {over} too many',
    characterRemaining: 'You have 1 character remaining',
    charactersRemaining: 'You have {count} characters remaining',
    characterTooMany: 'You have 1 character too many',
    charactersTooMany: 'You have {count} characters too many',
    characterLimitInfo: 'You can enter up to {limit} characters',
    yes: 'Yes',
    no: 'No',
  },
  combobox: {
    showOptions: 'Show all options',
    noMatches: 'No matches',
    oneResult: '1 result is available',
    results: '{count} results are available',
    instructions: 'When results are available, use the up and down arrows to review them and Enter to choose one. On a touch screen, explore by touch or swipe.',
  },
  // A list shown a page at a time (the office consoles).
  pagination: {
    label: 'Pages of results',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {page} of {pages}',
  },
} as const;
