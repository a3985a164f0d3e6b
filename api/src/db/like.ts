/** LIKE patterns take search text literally: % and _ typed by a person are not wildcards. */
export const likeLiteral = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);
