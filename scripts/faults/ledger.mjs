// What the applicants' browsers know, kept to be compared with the database afterwards: for each
// section they saved, the version it started from, the last values they wanted stored, the last values
// the server acknowledged and how many stored versions they know they made; for each submission,
// every acknowledgement. Every save and submit operation is kept too, tagged with its scenario.
export class Ledger {
  constructor() {
    /** `${applicationNumber}/${section}` → what the client knows of that section. */
    this.sections = new Map();
    /** applicationNumber → { applicant, scenario, acknowledgements: [submittedAt…] } */
    this.submissions = new Map();
    this.operations = [];
  }

  /** Called as a save leaves: the section's entry (made on first use, from what the applicant prepared). */
  saveStarting(applicant, section, values, scenario) {
    const key = `${applicant.applicationNumber}/${section}`;
    let entry = this.sections.get(key);
    if (!entry) {
      entry = { key, applicant, section, initialVersion: applicant.versions.get(section), acknowledged: applicant.answers[section], writesLanded: 0, scenarios: new Set() };
      this.sections.set(key, entry);
    }
    entry.wanted = values;
    entry.scenarios.add(scenario);
    return entry;
  }

  saveFinished(entry, operation, scenario) {
    entry.writesLanded += operation.writesLanded;
    if (operation.outcome === 'acknowledged') entry.acknowledged = operation.values;
    this.operations.push({ ...operation, scenario, applicant: entry.applicant, key: entry.key });
  }

  submitFinished(applicant, operation, scenario) {
    const submission = this.submissions.get(applicant.applicationNumber) ?? { applicant, scenario, acknowledgements: [] };
    if (operation.outcome === 'acknowledged') submission.acknowledgements.push(operation.submittedAt);
    this.submissions.set(applicant.applicationNumber, submission);
    this.operations.push({ ...operation, scenario, applicant });
  }

  operationsOf(scenario, kind) {
    return this.operations.filter((operation) => operation.scenario === scenario && (!kind || operation.kind === kind));
  }
}
