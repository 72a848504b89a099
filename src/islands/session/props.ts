import { localizePath, type Locale } from '../../i18n/locales.ts';
import { translator } from '../../i18n/translate.ts';

/** Texts of the session islands, translated when the page is built so no i18n engine ships to the browser. */
export interface SessionLabels {
  area: string;
  login: string;
  register: string;
  /** Contains "{{name}}", replaced by the member's nickname in the browser. */
  member: string;
  deposit: string;
  agent: string;
  signOut: string;
  signOutConfirm: string;
  confirm: string;
  cancel: string;
  /** The warning a trial account (free play) gets at the member and agent centers and the deposit. */
  trialTitle: string;
  trialMessage: string;
  balance: string;
  refreshBalance: string;
}

export interface SessionLinks {
  home: string;
  member: string;
  deposit: string;
  agent: string;
}

export interface SessionIslandProps {
  labels: SessionLabels;
  links: SessionLinks;
}

export function sessionIslandProps(locale: Locale): SessionIslandProps {
  const t = translator(locale);
  return {
    labels: {
      area: t('session.area'),
      login: t('session.login'),
      register: t('session.register'),
      member: t('session.member', { name: '{{name}}' }),
      deposit: t('session.deposit'),
      agent: t('session.agent'),
      signOut: t('session.signOut'),
      signOutConfirm: t('session.signOutConfirm'),
      confirm: t('session.confirm'),
      cancel: t('session.cancel'),
      trialTitle: t('session.trialTitle'),
      trialMessage: t('error.TRIAL_ACCOUNT'),
      balance: t('session.balance'),
      refreshBalance: t('session.refreshBalance'),
    },
    links: {
      home: localizePath(locale, '/'),
      member: localizePath(locale, '/member'),
      deposit: `${localizePath(locale, '/member')}#depositv2`,
      agent: localizePath(locale, '/agentHome'),
    },
  };
}
