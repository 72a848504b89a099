import { expect, test } from '@playwright/test';
import { loginLimits } from '../../server/modules/auth/attempts.ts';
import { freshMobile, freshUsername, registerMember } from './support/accounts.ts';
import { localizePath, text } from './support/i18n.ts';
import { codeIn, lastMessageTo, mailText } from './support/messages.ts';
import { expectLoggedIn, expectLoggedOut, openLogin, sessionArea, signOut, submitPasswordLogin } from './support/session.ts';

/** A client IP of its own (through X-Forwarded-For), so one test's failed logins never ask another for a captcha. */
function useClientIp(last: number) {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${last}` } });
}

test.describe('log in with a password and log out', () => {
  for (const locale of ['en', 'pt'] as const) {
    test(`in ${locale}`, async ({ page }) => {
      await page.goto(localizePath(locale, '/'));
      await submitPasswordLogin(await openLogin(page, locale), locale, 'demo', 'Demo@1234');
      await expectLoggedIn(page, locale);
      expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe('demo');
      await page.reload();
      await expectLoggedIn(page, locale);
      await signOut(page, locale);
    });
  }
});

test.describe('registration', () => {
  useClientIp(11);

  for (const locale of ['en', 'tl'] as const) {
    test(`by username in ${locale}, which logs the new member in`, async ({ page }) => {
      const username = freshUsername('reg');
      await page.goto(localizePath(locale, '/register'));
      const dialog = page.getByRole('dialog', { name: text(locale, 'account.register.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(text(locale, 'account.field.username'), { exact: true }).fill(username);
      await dialog.getByLabel(text(locale, 'account.field.password'), { exact: true }).fill('Start@1234');
      await dialog.getByLabel(text(locale, 'account.field.confirmPassword'), { exact: true }).fill('Start@1234');
      await dialog.getByRole('button', { name: text(locale, 'account.register.submit') }).click();
      await expect(dialog).toContainText(text(locale, 'account.register.consentRequired'));
      await dialog.getByLabel(text(locale, 'account.register.consent')).check();
      await dialog.getByRole('button', { name: text(locale, 'account.register.submit') }).click();
      await expectLoggedIn(page, locale, username);
      await expect(dialog).toBeHidden();
    });
  }

  test('by mobile number with an SMS code', async ({ page, request }) => {
    const mobile = freshMobile();
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: text('en', 'account.register.title') });
    await dialog.getByRole('tab', { name: text('en', 'account.register.tab.mobile') }).click();
    await dialog.getByLabel(text('en', 'account.field.mobileNum'), { exact: true }).fill(mobile);
    const since = Date.now();
    await dialog.getByRole('button', { name: text('en', 'account.sms.send') }).click();
    await expect(dialog.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
    const code = codeIn(await lastMessageTo(request, mobile, since));
    await dialog.getByLabel(text('en', 'account.field.verificationCode'), { exact: true }).fill(code);
    await dialog.getByLabel(text('en', 'account.field.password'), { exact: true }).fill('Start@1234');
    await dialog.getByLabel(text('en', 'account.field.confirmPassword'), { exact: true }).fill('Start@1234');
    await dialog.getByLabel(text('en', 'account.register.consent')).check();
    await dialog.getByRole('button', { name: text('en', 'account.register.submit') }).click();
    await expectLoggedIn(page, 'en', mobile);
  });
});

// Demo's own number from the IP its logins are known from, so no new-place check intervenes.
test('log in with an SMS code', async ({ page, request }) => {
  const member = { username: 'demo', mobileNum: '09170000001' };
  await page.goto('/');
  const dialog = await openLogin(page, 'en');
  await dialog.getByRole('tab', { name: text('en', 'account.login.tab.sms') }).click();
  await dialog.getByLabel(text('en', 'account.field.mobileNum'), { exact: true }).fill(member.mobileNum);
  const since = Date.now();
  await dialog.getByRole('button', { name: text('en', 'account.sms.send') }).click();
  const code = codeIn(await lastMessageTo(request, member.mobileNum, since));
  await dialog.getByLabel(text('en', 'account.field.verificationCode'), { exact: true }).fill(code);
  await dialog.getByRole('button', { name: text('en', 'account.login.submit'), exact: true }).click();
  await expectLoggedIn(page, 'en');
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(member.username);
});

test.describe('other ways in', () => {
  useClientIp(12);

  test('free play gives a trial account that is kept out of the member center', async ({ page }) => {
    await page.goto('/');
    const dialog = await openLogin(page, 'en');
    await dialog.getByRole('button', { name: text('en', 'account.login.freeplay') }).click();
    await expectLoggedIn(page, 'en');
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
    await sessionArea(page, 'en').getByRole('link', { name: /./ }).first().click();
    await expect(page.getByRole('dialog', { name: text('en', 'session.trialTitle') })).toBeVisible();
    await expect(page).not.toHaveURL(/\/member/);
  });

  test('the default password must be changed before anything else', async ({ page }) => {
    await page.goto('/');
    await submitPasswordLogin(await openLogin(page, 'en'), 'en', 'newbie', 'Tala@2026');
    const change = page.getByRole('dialog', { name: text('en', 'account.change.title') });
    await expect(change).toBeVisible();
    await expect(change).toContainText(text('en', 'account.change.default'));
    await change.getByLabel(text('en', 'account.field.newPassword'), { exact: true }).fill('Newbie@2026x');
    await change.getByLabel(text('en', 'account.field.confirmNewPassword'), { exact: true }).fill('Newbie@2026x');
    await change.getByRole('button', { name: text('en', 'account.change.submit') }).click();
    await expect(change).toBeHidden();
    await expectLoggedIn(page, 'en');
  });
});

test.describe('when something is wrong', () => {
  useClientIp(13);

  test('a wrong password is refused without saying why, and a captcha is asked for once failures gather on the account', async ({ page, request }) => {
    const member = await registerMember(request, 'cap');
    await page.goto('/');
    const dialog = await openLogin(page, 'en');
    const captcha = dialog.getByRole('img', { name: text('en', 'account.captcha.image') });
    for (let attempt = 1; attempt <= loginLimits.accountCaptchaFailures; attempt++) {
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login');
      await submitPasswordLogin(dialog, 'en', member.username, 'Wrong@1234');
      await answered;
      await expect(dialog).toContainText(text('en', 'error.INVALID_CREDENTIALS'));
      if (attempt < loginLimits.accountCaptchaFailures) await expect(captcha).toHaveCount(0);
    }
    await expect(captcha).toBeVisible();
    await expect(dialog.getByLabel(text('en', 'account.field.captcha'), { exact: true })).toBeVisible();
    await dialog.getByLabel(text('en', 'account.field.password'), { exact: true }).fill(member.password);
    await dialog.getByLabel(text('en', 'account.field.captcha'), { exact: true }).fill('ZZZZ');
    await dialog.getByRole('button', { name: text('en', 'account.login.submit'), exact: true }).click();
    await expect(dialog).toContainText(text('en', 'error.CAPTCHA_INVALID'));
    await expectLoggedOut(page, 'en');
  });
});

test.describe('an empty login', () => {
  useClientIp(15);

  test('names each field it needs in the member language, before asking the server', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wps/session/login') calls.push(request.method());
    });
    await page.goto(localizePath('tl', '/help'));
    const dialog = await openLogin(page, 'tl');
    await dialog.getByRole('button', { name: text('tl', 'account.login.submit'), exact: true }).click();
    for (const field of ['account.field.username', 'account.field.password'] as const) {
      await expect(dialog.getByLabel(text('tl', field), { exact: true })).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(dialog.getByText(text('tl', 'rule.message.empty'))).toHaveCount(2);
    await expect(dialog.getByLabel(text('tl', 'account.field.username'), { exact: true })).toBeFocused();
    expect(calls).toEqual([]);
  });
});

test.describe('password recovery', () => {
  useClientIp(14);

  test('by e-mail: a new password arrives, and it must be changed at the next login', async ({ page, request }) => {
    const member = await registerMember(request, 'mail');
    await page.goto('/');
    const login = await openLogin(page, 'en');
    await login.getByRole('button', { name: text('en', 'account.login.forgot') }).click();
    const forgot = page.getByRole('dialog', { name: text('en', 'account.forgot.title') });
    await forgot.getByLabel(text('en', 'account.field.username'), { exact: true }).fill(member.username);
    await forgot.getByLabel(text('en', 'account.field.email'), { exact: true }).fill(member.email);
    const since = Date.now();
    await forgot.getByRole('button', { name: text('en', 'account.forgot.submit') }).click();
    await expect(page.getByText(text('en', 'account.message.in_been_out'))).toBeVisible();
    const mail = mailText(await lastMessageTo(request, member.email, since));
    const lead = text('en', 'recovery.email.body').split('{{password}}')[0]?.trim().split('\n').at(-1) ?? '';
    const temporary = mail.split(lead)[1]?.trim().split('\n')[0]?.trim();
    expect(temporary).toMatch(/^\S{8,20}$/);
    await page.goto('/');
    await submitPasswordLogin(await openLogin(page, 'en'), 'en', member.username, temporary as string);
    await expect(page.getByRole('dialog', { name: text('en', 'account.change.title') })).toBeVisible();
  });
});

test.describe('a login from a new place', () => {
  useClientIp(99);

  test('waits for the code sent to the member', async ({ page, playwright }) => {
    // Registered from another IP, so 198.51.100.99 is new to this member.
    const elsewhere = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.15' },
    });
    const member = await registerMember(elsewhere, 'newip', { login: true });
    await page.goto('/');
    const since = Date.now();
    await submitPasswordLogin(await openLogin(page, 'en'), 'en', member.username, member.password);
    const verify = page.getByRole('dialog', { name: text('en', 'account.verify.title') });
    await expect(verify).toBeVisible();
    const code = codeIn(await lastMessageTo(elsewhere, member.mobileNum, since));
    await verify.getByLabel(text('en', 'account.field.verificationCode'), { exact: true }).fill(code);
    await verify.getByRole('button', { name: text('en', 'account.verify.submit') }).click();
    await expectLoggedIn(page, 'en', member.username);
    await elsewhere.dispose();
  });
});
