// Types for the jest-dom matchers that scripts/jest/browser-setup.ts installs at run time.
import '@testing-library/jest-dom';
