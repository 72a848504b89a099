import { test as setup } from '@playwright/test';
import { registrationWithoutCaptcha } from './support/accounts.ts';

/**
 * The operator's settings for this run: registration without its captcha (SPEC: "captcha as
 * configured"), because a browser test cannot read a captcha; the API tests cover it with one.
 */
setup('operator settings for the browser tests', async ({ request }) => {
  await registrationWithoutCaptcha(request);
});
