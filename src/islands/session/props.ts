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
  /** Contains "{{count}}", the member's unread platform messages. */
  inbox: string;
  /** After a login: "{{time}}" and "{{place}}" of the previous one. */
  lastLogin: string;
  firstLogin: string;
  dismiss: string;
  ageTitle: string;
  /** "{{age}}" is the operator's age. */
  ageMessage: string;
  ageConfirm: string;
  ageLeave: string;
  realityTitle: string;
  /** "{{minutes}}" since login. */
  realityPlayed: string;
  /** "{{amount}}": net result since login. */
  realityNet: string;
  realityContinue: string;
  realityLogOut: string;
  realityHistory: string;
  /** The contract offers waiting for an agent's answer (SPEC §6 consolidated popup). */
  offersTitle: string;
  offersIntro: string;
  offersDividend: string;
  offersDaily: string;
  offersHourly: string;
  /** "{{name}}": who offered it (or the platform). */
  offersNew: string;
  /** "{{name}}": who asks to end it. */
  offersTerminate: string;
  offersPlatform: string;
  offersOpen: string;
  offersClose: string;
}

export interface SessionLinks {
  home: string;
  member: string;
  deposit: string;
  agent: string;
  inbox: string;
  /** The betting record, from the reality check. */
  history: string;
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
      inbox: t('session.inbox', { count: '{{count}}' }),
      lastLogin: t('session.lastLogin', { time: '{{time}}', place: '{{place}}' }),
      firstLogin: t('session.firstLogin'),
      dismiss: t('session.dismiss'),
      ageTitle: t('session.ageTitle'),
      ageMessage: t('session.ageMessage', { age: '{{age}}' }),
      ageConfirm: t('session.ageConfirm', { age: '{{age}}' }),
      ageLeave: t('session.ageLeave'),
      realityTitle: t('session.realityTitle'),
      realityPlayed: t('session.realityPlayed', { minutes: '{{minutes}}' }),
      realityNet: t('session.realityNet', { amount: '{{amount}}' }),
      realityContinue: t('session.realityContinue'),
      realityLogOut: t('session.realityLogOut'),
      realityHistory: t('session.realityHistory'),
      offersTitle: t('session.offers.title'),
      offersIntro: t('session.offers.intro'),
      offersDividend: t('session.offers.kind.dividend'),
      offersDaily: t('session.offers.kind.daily'),
      offersHourly: t('session.offers.kind.hourly'),
      offersNew: t('session.offers.new', { name: '{{name}}' }),
      offersTerminate: t('session.offers.terminate', { name: '{{name}}' }),
      offersPlatform: t('session.offers.platform'),
      offersOpen: t('session.offers.open'),
      offersClose: t('session.offers.close'),
    },
    links: {
      home: localizePath(locale, '/'),
      member: localizePath(locale, '/member'),
      deposit: `${localizePath(locale, '/member')}#depositv2`,
      agent: localizePath(locale, '/agentHome'),
      inbox: `${localizePath(locale, '/member')}#messageV2`,
      history: `${localizePath(locale, '/member')}#personalHistoryCopy`,
    },
  };
}
