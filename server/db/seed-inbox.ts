import { sql } from 'drizzle-orm';
import type { Locale } from '../../src/i18n/locales.ts';
import { sendInboxMessage } from '../modules/inbox/send.ts';
import type { Db } from './index.ts';
import { inboxMessage, notice } from './schema.ts';

type Localized = Record<Locale, string>;

interface DemoNotice {
  type: 'B' | 'PU' | 'PL';
  title: Localized;
  content: Localized;
  imageUrl?: string;
  linkUrl?: string;
}

const demoNotices: DemoNotice[] = [
  {
    type: 'B',
    title: { en: 'Provably fair house games', pt: 'Jogos da casa comprovadamente justos', tl: 'Mga larong bahay na mapapatunayang patas' },
    content: {
      en: 'Check any round of our slot, dice, derby or lottery yourself.',
      pt: 'Confira você mesmo qualquer rodada do caça-níqueis, dados, rinha ou loteria.',
      tl: 'Suriin mo mismo ang anumang round ng slot, dice, derby o loterya.',
    },
    imageUrl: '/art/banners/provably-fair.svg',
    linkUrl: '/house/fair',
  },
  {
    type: 'PU',
    title: { en: 'Welcome to Tala', pt: 'Bem-vindo à Tala', tl: 'Maligayang pagdating sa Tala' },
    content: {
      en: '<p>Casino tables, slots, virtual sports, lottery and cockfight in one wallet.</p><p>Deposits are credited as soon as they are approved, and <b>withdrawals are paid every day</b>.</p>',
      pt: '<p>Mesas de cassino, caça-níqueis, esportes virtuais, loteria e rinha em uma só carteira.</p><p>Os depósitos são creditados assim que aprovados, e <b>os saques são pagos todos os dias</b>.</p>',
      tl: '<p>Mesa ng casino, slots, virtual na sports, loterya at sabong sa iisang wallet.</p><p>Naidadagdag ang deposito kapag naaprubahan, at <b>binabayaran ang withdrawal araw-araw</b>.</p>',
    },
  },
  {
    type: 'PL',
    title: { en: 'Play responsibly', pt: 'Jogue com responsabilidade', tl: 'Maglaro nang responsable' },
    content: {
      en: '<p>Set deposit, loss and wager limits, or take a time-out, under <b>Responsible gaming</b> in the member center.</p>',
      pt: '<p>Defina limites de depósito, perda e apostas, ou faça uma pausa, em <b>Jogo responsável</b> na central do membro.</p>',
      tl: '<p>Magtakda ng limitasyon sa deposito, talo at taya, o magpahinga, sa <b>Responsableng paglalaro</b> sa member center.</p>',
    },
  },
];

const locales: Locale[] = ['en', 'pt', 'tl'];

/**
 * A fresh start shows a banner, the publicity popup, a players' announcement and a welcome
 * message in every demo inbox. Each is added only while its table is empty, so an operator's
 * own notices and messages are never joined by the demo ones.
 */
export async function seedDemoInbox(db: Db, now = new Date()): Promise<void> {
  const [notices] = await db.select({ count: sql<number>`count(*)::int` }).from(notice);
  if (Number(notices?.count ?? 0) === 0) {
    await db.insert(notice).values(
      demoNotices.flatMap((item) =>
        locales.map((locale) => ({
          type: item.type,
          locale,
          title: item.title[locale],
          content: item.content[locale],
          imageUrl: item.imageUrl ?? null,
          linkUrl: item.linkUrl ?? null,
          startsAt: now,
          createdBy: 'demo-seed',
        })),
      ),
    );
  }
  const [messages] = await db.select({ count: sql<number>`count(*)::int` }).from(inboxMessage);
  if (Number(messages?.count ?? 0) === 0) {
    await sendInboxMessage(
      db,
      { segment: 'all' },
      { kind: 'notice', title: 'inbox.welcome.title', body: 'inbox.welcome.body', params: {}, sentBy: 'demo-seed', now },
    );
  }
}
