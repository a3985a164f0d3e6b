import type { Locator, Page } from '@playwright/test';

/** The applicant dashboard's pending action item whose link reads `title` (its description and due date with it). */
export const dashboardItem = (page: Page, title: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
