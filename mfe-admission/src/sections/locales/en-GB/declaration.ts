export default {
  truth: 'I declare that the information I have given in this application is true and complete.',
  truthHint: 'A false declaration may lead to your application or admission being cancelled.',
  privacy: 'I have read the privacy notice and agree that the university may use my personal data to process my application.',
  consent: 'I consent to the university obtaining my examination results and records from the examination boards and schools named in this application.',
  marketingHeading: 'Optional',
  marketingEmail: 'Send me news about events and programmes by e-mail.',
  marketingSms: 'Send me news about events and programmes by SMS.',
  parentHeading: 'Parent or guardian endorsement',
  parentIntro: 'You are under 18, so a parent or guardian must endorse your application.',
  parentName: 'Full name of parent or guardian',
  parentEndorses: 'I, the parent or guardian named above, endorse this application.',
} as const;
