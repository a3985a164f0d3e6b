/**
 * Which answers of the section on screen the national identity service verified (the draft's
 * `verified` list), provided around a section's fields, which show those read-only.
 */
import { createContext } from 'react';

export const VerifiedAnswers = createContext<readonly string[]>([]);
