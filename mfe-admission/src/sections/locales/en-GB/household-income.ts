export default {
  intro: 'We use your household income to consider you for bursaries together with any offer. Count everyone who lives with you and shares the household income.',
  householdMembers: 'Number of people in your household',
  householdMembersHint: 'Include yourself. From {min} to {max}.',
  monthlyIncome: 'Gross monthly household income (SGD)',
  monthlyIncomeHint: 'The total of all members before tax and CPF deductions, in Singapore dollars, like 4500.00. Enter 0 if no one has an income.',
  perCapitaHeading: 'Per capita income',
  perCapita: 'Your household’s per capita income is {amount} a month.',
  perCapitaPending: 'Enter the number of people and the income to see your per capita income.',
  consent: 'I agree that the Office of Admissions may check my household’s income with the relevant government agency.',
  consentHint: 'We cannot consider you for bursaries without this check.',
} as const;
