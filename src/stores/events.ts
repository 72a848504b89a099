import { atom, onMount } from 'nanostores';
import { eventPaths, lastEventIdHeader, liveEventSchemas, type LiveEventName, type LiveEventPayload } from '../contract/events.ts';
import { headerNames } from '../contract/headers.ts';
import { goTo } from '../lib/page.ts';
import { setBalance } from './balance.ts';
import { setUnread } from './inbox.ts';
import { $member, $memberIcon } from './member.ts';
import { $session, signOut } from './session.ts';

/**
 * The one live event stream of this tab (server-sent events, src/contract/events.ts). It opens while
 * anything subscribes and closes a second after the last one leaves. It is read with fetch rather than
 * EventSource, which cannot send the session's bearer token. A dropped stream reconnects with a
 * growing pause, resuming from the last event's id; the balance and the badge also refresh on focus.
 */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'waiting';
export const $live = atom<LiveStatus>('off');

type Handler<N extends LiveEventName> = (payload: LiveEventPayload<N>) => void;
const handlers = new Map<LiveEventName, Set<Handler<LiveEventName>>>();

/** Calls `handler` for each event of `name` while the stream is open; answers the function that stops. */
export function onLiveEvent<N extends LiveEventName>(name: N, handler: Handler<N>): () => void {
  let set = handlers.get(name);
  if (!set) handlers.set(name, (set = new Set()));
  set.add(handler as Handler<LiveEventName>);
  const stopFollowing = $live.listen(() => {});
  return () => {
    set.delete(handler as Handler<LiveEventName>);
    stopFollowing();
  };
}

const pause = { first: 1_000, most: 30_000, tooMany: 120_000 };

function dispatch(name: string, data: string): void {
  if (!(name in liveEventSchemas)) return;
  const event = name as LiveEventName;
  let payload: unknown;
  try {
    payload = liveEventSchemas[event].parse(JSON.parse(data));
  } catch {
    return;
  }
  for (const handler of handlers.get(event) ?? []) handler(payload as never);
}

/** Reads one stream until it ends; answers the response's status (0 when it never answered). */
async function read(path: string, lastEventId: { value: string }, signal: AbortSignal): Promise<number> {
  const session = $session.get();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (path === eventPaths.member && session.token) headers[headerNames.authorization] = `Bearer ${session.token}`;
  if (lastEventId.value) headers[lastEventIdHeader] = lastEventId.value;
  const response = await fetch(path, { headers, credentials: 'same-origin', signal, cache: 'no-store' });
  if (response.status !== 200 || !response.body) return response.status;
  $live.set('open');
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      let name = '';
      let data = '';
      for (const line of buffer.slice(0, end).split('\n')) {
        if (line.startsWith('event:')) name = line.slice(6).trim();
        else if (line.startsWith('data:')) data += line.slice(5).trim();
        else if (line.startsWith('id:')) lastEventId.value = line.slice(3).trim();
      }
      if (name) dispatch(name, data);
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
  return 200;
}

/** Keeps one stream of `path` open until stopped. */
function follow(path: string): () => void {
  const abort = new AbortController();
  const lastEventId = { value: '' };
  let wait = pause.first;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  const again = () => {
    if (document.visibilityState !== 'visible') return;
    wait = pause.first;
    wake?.();
  };
  const run = async () => {
    while (!abort.signal.aborted) {
      $live.set('connecting');
      const status = await read(path, lastEventId, abort.signal).catch(() => 0);
      if (abort.signal.aborted) break;
      // The server ended the session: the api client's rule for a 401 applies here too.
      if (status === 401 && path === eventPaths.member) {
        signOut();
        break;
      }
      $live.set('waiting');
      const delay = status === 429 ? pause.tooMany : wait;
      wait = Math.min(wait * 2, pause.most);
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, delay * (0.75 + Math.random() / 2));
      });
      wake = undefined;
    }
    $live.set('off');
  };
  window.addEventListener('focus', again);
  document.addEventListener('visibilitychange', again);
  void run();
  return () => {
    abort.abort();
    clearTimeout(timer);
    wake?.();
    window.removeEventListener('focus', again);
    document.removeEventListener('visibilitychange', again);
  };
}

/** The member's stream while a member is signed in; the staff stream in the back office. */
export const $livePath = atom<string>(eventPaths.member);

onMount($live, () => {
  const stop = follow($livePath.get());
  return stop;
});

/** The header's part: balance, unread badge and the end of the session follow the stream. */
export function followLive(): () => void {
  const stops = [
    onLiveEvent('balance', setBalance),
    onLiveEvent('inbox', ({ count }) => setUnread(count)),
    // Ended elsewhere (logout in another tab, suspension, a password change, the account closed):
    // signed out and home, as a logout here does. A reload would keep a member's page open and
    // could cut short this tab's own way home (closing the account ends its session too).
    onLiveEvent('session', () => {
      signOut();
      $member.set(undefined);
      $memberIcon.set('');
      goTo('/');
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
