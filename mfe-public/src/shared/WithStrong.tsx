/** Stands for the value in the translated sentence; no translation contains it. */
const SLOT = '\u0000';

/**
 * A translated sentence with one value (an e-mail address…) in bold inside it. The translation
 * decides where the value goes, since word order differs between languages:
 *   <WithStrong sentence={(slot) => text('account.intro', { email: slot })} value={email} />
 */
export function WithStrong({ sentence, value }: { sentence: (slot: string) => string; value: string }) {
  const [before = '', ...after] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after.join(value)}
    </>
  );
}
