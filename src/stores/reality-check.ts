import { atom, computed } from 'nanostores';
import { getRealityCheck } from '../lib/api/protection.ts';

/**
 * The reality check (issue 15): at the interval the member picked, counted from the session's start
 * on the server's time, a dialog shows the time played since login and the net result. While it is
 * open, game frames pause: the launcher follows `$framesPaused` (or the `tala:frames` event).
 */
export interface RealityCheck {
  open: boolean;
  minutes: number;
  /** Minutes since the session began, when the dialog opened. */
  playedMinutes: number;
  net: number;
}

export const $realityCheck = atom<RealityCheck>({
  open: false,
  minutes: 0,
  playedMinutes: 0,
  net: 0,
});
export const $framesPaused = computed($realityCheck, (check) => check.open);

/** Server time (ms) the member last answered "continue", per browser tab session. */
export const acknowledgedKey = 'realityCheckAt';
/** The event non-React frame hosts listen to; detail: { paused: boolean }. */
export const framesEvent = 'tala:frames';

let timer: ReturnType<typeof setTimeout> | undefined;
/** Server time minus this browser's time, so the schedule follows the server's clock. */
let offset: number | undefined;
let sessionStart = 0;
let running = false;

const serverNow = () => Date.now() + (offset ?? 0);

function announce(paused: boolean): void {
  globalThis.dispatchEvent?.(new CustomEvent(framesEvent, { detail: { paused } }));
}

function acknowledged(): number {
  const stored = Number(globalThis.sessionStorage?.getItem(acknowledgedKey));
  return Number.isFinite(stored) ? stored : 0;
}

/** When the dialog next falls due: one interval after the later of the session's start and the last "continue". */
export function nextDue(start: number, lastContinue: number, minutes: number): number {
  return Math.max(start, lastContinue) + minutes * 60_000;
}

async function check(): Promise<void> {
  timer = undefined;
  if (!running) return;
  let status;
  try {
    status = await getRealityCheck();
  } catch {
    // Signed out or offline: the next page load starts the schedule again.
    return;
  }
  // Taken once per page: from then on the browser's own clock measures the time that passes.
  offset ??= Date.parse(status.now) - Date.now();
  sessionStart = Date.parse(status.sessionStartedAt);
  const due = nextDue(sessionStart, acknowledged(), status.minutes);
  const wait = due - serverNow();
  if (wait > 0) {
    timer = setTimeout(() => void check(), wait);
    $realityCheck.set({ ...$realityCheck.get(), minutes: status.minutes });
    return;
  }
  $realityCheck.set({
    open: true,
    minutes: status.minutes,
    playedMinutes: Math.floor((serverNow() - sessionStart) / 60_000),
    net: status.net,
  });
  announce(true);
}

/** Starts the schedule for a signed-in member (once per page). */
export function startRealityCheck(): void {
  if (running) return;
  running = true;
  void check();
}

export function stopRealityCheck(): void {
  running = false;
  offset = undefined;
  if (timer) clearTimeout(timer);
  timer = undefined;
  if ($realityCheck.get().open) announce(false);
  $realityCheck.set({ open: false, minutes: 0, playedMinutes: 0, net: 0 });
}

/** "Continue": the dialog closes, frames resume, and the next check falls one interval later. */
export function continuePlaying(): void {
  globalThis.sessionStorage?.setItem(acknowledgedKey, String(serverNow()));
  $realityCheck.set({ ...$realityCheck.get(), open: false });
  announce(false);
  if (running) timer = setTimeout(() => void check(), $realityCheck.get().minutes * 60_000);
}
