export default {
  intro: 'Choose up to {max} programmes, in order of preference. Some programmes can only be ranked high on your list: the rules are shown under their names in the list.',
  choice: 'Choice {rank}',
  programme: 'Programme',
  programmeHint: 'Type any part of the programme\'s name, then choose it from the list.',
  ruleHint: 'Rule for this programme: {rule}.',
  major: 'Preferred major',
  chooseMajor: 'Choose a major',
  remove: 'Remove choice {rank}',
  moveUp: 'Move choice {rank} up',
  add: 'Add another choice',
  rules: {
    FIRST_OR_SECOND: 'must be your 1st or 2nd choice',
    TOP_THREE: 'must be your 1st, 2nd or 3rd choice',
    LAW: 'must be your 1st or 2nd choice (3rd if Medicine and Dentistry are 1st and 2nd)',
    DOUBLE_DEGREE: 'double degree: must be your choice {min} to {max}',
  },
} as const;
