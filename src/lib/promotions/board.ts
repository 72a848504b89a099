import type { ActivityList, PromotionView } from '../../contract/promotions.ts';
import { asFailure } from '../api/failure.ts';
import { actionKeys } from '../idempotency.ts';
import { differsFromReader, operatorPeriod, zonePlace } from '../operator-time.ts';
import { pageLocale } from '../page.ts';
import { $isLoggedIn } from '../../stores/session.ts';
import { openModal } from '../../stores/modal.ts';
import { wireApplyForm, type ApplyLimits } from './apply-form.ts';
import { fetchRunningPromotions } from './running.ts';

type Texts = Record<string, string>;

// The API client and its schemas load only for a signed-in member's status and actions (shared with
// the header's islands); a visitor's list comes by a plain fetch (running.ts), within tests/budget.
const calls = () => import('../api/engagement.ts');
type Activity = ActivityList[number];
interface QueryFilterElement extends HTMLElement {
  apply(value: string, remember: boolean): void;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * <tala-promotions>: lists the operator's promotions as the API answers them now (ended ones left
 * out) and, for a signed-in member, their own status and actions. Cards are clones of the shell's
 * template, so the page's styles and texts stay in the prebuilt HTML.
 */
class PromotionBoard extends HTMLElement {
  private texts = JSON.parse(this.dataset.texts ?? '{}') as Texts;
  private promotions: PromotionView[] = [];
  private loadedFor: boolean | undefined;
  private notes = new Map<number, string>();

  connectedCallback() {
    // A login or logout on this page changes what each card offers.
    $isLoggedIn.subscribe((signedIn) => {
      if (signedIn !== this.loadedFor) void this.load(signedIn);
    });
  }

  private limits(): ApplyLimits {
    return { comment: Number(this.dataset.maxComment), images: Number(this.dataset.maxImages), bytes: Number(this.dataset.maxBytes) };
  }

  private async load(signedIn: boolean) {
    this.loadedFor = signedIn;
    const state = this.querySelector<HTMLElement>('[data-state]');
    try {
      const [promotions, activity] = await Promise.all([
        fetchRunningPromotions(),
        signedIn
          ? calls()
              .then(({ getActivity }) => getActivity())
              .catch(() => [] as ActivityList)
          : Promise.resolve([] as ActivityList),
      ]);
      if (!promotions) throw new Error('no promotions answer');
      this.promotions = promotions;
      this.render(activity);
      if (state) state.textContent = this.promotions.length === 0 ? (this.texts.none ?? '') : '';
    } catch {
      if (state) state.textContent = this.texts.failed ?? '';
      this.querySelector('.list')?.removeAttribute('aria-busy');
    }
  }

  private async reloadActivity() {
    try {
      this.render(await (await calls()).getActivity());
    } catch {
      // The cards keep their last status; the next visit shows the current one.
    }
  }

  private render(activity: ActivityList) {
    const list = this.querySelector('.list');
    const template = this.querySelector('template');
    if (!list || !template) return;
    const signedIn = this.loadedFor === true;
    const mine = new Map(activity.map((item) => [item.promotionId, item]));
    list.replaceChildren(...this.promotions.map((promotion, index) => this.card(template, promotion, mine.get(promotion.id), signedIn, index)));
    list.removeAttribute('aria-busy');
    // Only a loaded list may say that a type has no promotion; before, the page says it is loading.
    if (this.promotions.length > 0) this.querySelector('[data-empty]')?.setAttribute('data-filter-empty', '');
    const filter = this.querySelector<QueryFilterElement>('query-filter');
    void customElements.whenDefined('query-filter').then(() => filter?.apply(new URLSearchParams(location.search).get('type') ?? '', false));
  }

  private card(template: HTMLTemplateElement, promotion: PromotionView, own: Activity | undefined, signedIn: boolean, index: number): HTMLElement {
    const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    const slot = (name: string) => item.querySelector<HTMLElement>(`[data-slot="${name}"]`);
    const fill = (name: string, text: string) => {
      const element = slot(name);
      if (element) element.textContent = text;
    };
    const status = own?.status ?? promotion.status;
    item.id = promotion.code;
    item.dataset.filterItem = promotion.type;
    item.dataset.status = status;
    const article = item.querySelector('article');
    article?.setAttribute('aria-labelledby', `${promotion.code}-title`);
    const image = item.querySelector('img');
    if (image) {
      image.src = promotion.image;
      image.loading = index < 2 ? 'eager' : 'lazy';
    }
    const title = slot('title');
    if (title) {
      title.id = `${promotion.code}-title`;
      title.textContent = promotion.title;
    }
    fill('type', this.texts[`type.${promotion.type}`] ?? promotion.type);
    fill('dates', this.period(promotion));
    fill('status', this.texts[`status.${status}`] ?? status);
    fill('summary', promotion.summary);
    slot('body')?.replaceChildren(...paragraphs(promotion.body).map((text) => Object.assign(document.createElement('p'), { textContent: text })));
    this.wireActions(item, promotion, own, signedIn);
    return item;
  }

  /** The period's days on the operator's calendar, its zone named when the reader's clock differs. */
  private period(promotion: PromotionView): string {
    const start = new Date(promotion.startsAt);
    const days = operatorPeriod(pageLocale(), start, new Date(promotion.endsAt), promotion.timeZone);
    const text = (this.texts.dates ?? '').replace('{{start}}', days.start).replace('{{end}}', days.end);
    if (!differsFromReader(promotion.timeZone, start)) return text;
    return `${text} (${(this.texts.zone ?? '').replace('{{zone}}', zonePlace(promotion.timeZone))})`;
  }

  private wireActions(item: HTMLElement, promotion: PromotionView, own: Activity | undefined, signedIn: boolean) {
    const note = item.querySelector<HTMLElement>('[data-note]');
    // What an action said stays on its card when the list is drawn again with the new status.
    if (note) note.textContent = this.notes.get(promotion.id) ?? '';
    const say = (text: string) => {
      this.notes.set(promotion.id, text);
      if (note) note.textContent = text;
    };
    const applicable = promotion.kind === 'application' && promotion.status === 'joined';
    if (!signedIn) {
      const login = item.querySelector<HTMLButtonElement>('[data-login]');
      if (login && applicable) {
        login.hidden = false;
        login.addEventListener('click', () => openModal('login'));
      }
      return;
    }
    const claim = item.querySelector<HTMLButtonElement>('[data-claim]');
    const rewardId = own?.rewardId;
    if (claim && own?.status === 'issued' && rewardId) {
      claim.hidden = false;
      const keys = actionKeys();
      claim.addEventListener('click', async () => {
        claim.disabled = true;
        try {
          await (await calls()).claimReward(rewardId, keys.keyFor({ rewardId }));
          keys.done();
          say(this.texts.claimed ?? '');
          await this.reloadActivity();
        } catch (error) {
          claim.disabled = false;
          say(asFailure(error).message || (this.texts.actionFailed ?? ''));
        }
      });
    }
    const apply = item.querySelector<HTMLDetailsElement>('[data-apply]');
    if (apply && applicable && (own?.status === 'joined' || own?.status === 'rejected' || !own)) {
      apply.hidden = false;
      wireApplyForm(apply, promotion.id, this.limits(), this.texts, async () => {
        say(this.texts.applied ?? '');
        await this.reloadActivity();
      });
    }
  }
}

export function definePromotionBoard(): void {
  if (!customElements.get('tala-promotions')) customElements.define('tala-promotions', PromotionBoard);
}
