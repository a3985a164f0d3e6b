/** Where a social sign-up continues when the account is not linked yet (the API sends the browser here). */
export const SETUP_PROFILE_PATH = '/login/setup-profile';
