import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/translate.ts';
import { dialogTextPath, pickDialogText } from './dialog-text.ts';

describe('the dialogs’ texts', () => {
  it('pick the dialog, error, rule and sign-in entries only', () => {
    const picked = pickDialogText({
      'account.login.title': 'Log in',
      'error.CODE_INVALID': 'Bad code',
      'rule.digits': 'Digits',
      'signin.failed': 'Failed',
      'home.title': 'Home',
    });
    expect(Object.keys(picked).sort()).toEqual(['account.login.title', 'error.CODE_INVALID', 'rule.digits', 'signin.failed']);
  });

  it('have the same keys in every language', () => {
    const keys = (locale: 'en' | 'pt' | 'tl') => Object.keys(pickDialogText(catalogues[locale])).sort();
    expect(keys('pt')).toEqual(keys('en'));
    expect(keys('tl')).toEqual(keys('en'));
    expect(keys('en').length).toBeGreaterThan(100);
  });

  it('live at one file per language', () => {
    expect(dialogTextPath('pt')).toBe('/dialog-text/pt.json');
  });
});
