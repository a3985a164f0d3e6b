export default {
  label: 'Your personal statement',
  hint: 'Tell us why you want to study the programmes you chose and what you will bring to the university. Under 2,000 characters, spaces included.',
} as const;
