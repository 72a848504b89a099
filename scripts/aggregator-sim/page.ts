/**
 * The simulator's game page: a one-button slot against the platform's wallet (paying at random or
 * as chosen, so a test knows the win), plus the calls a
 * real aggregator makes when things go wrong. Every button asks the simulator's server, which holds
 * the private key and signs the call to the platform.
 */
export function gamePage(session: string, title: string, demo: boolean): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · aggregator simulator</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:1rem;background:#101820;color:#f2f2f2}
h1{font-size:1.2rem}button{margin:.25rem;padding:.5rem .8rem;border-radius:.4rem;border:0;background:#2d6cdf;color:#fff;font-size:1rem}
button.scenario{background:#44505c}#log{white-space:pre-wrap;font-family:ui-monospace,monospace;font-size:.8rem;background:#0a0f14;padding:.5rem;max-height:50vh;overflow:auto}
.balance{font-size:1.4rem;margin:.5rem 0}
</style></head><body>
<h1>${escape(title)}${demo ? ' (DEMO)' : ''}</h1>
<div class="balance">Balance: <span id="balance">…</span></div>
<label>Stake <input id="stake" type="number" value="10" min="1" step="1" style="width:5rem"></label>
<label>Pays <select id="multiplier"><option value="">at random</option><option value="0">×0</option><option value="1">×1</option><option value="2">×2</option><option value="5">×5</option></select></label>
<button id="play" data-action="play">Play</button>
<div>
<button class="scenario" data-action="retry">Repeat last call</button>
<button class="scenario" data-action="duplicate">Same bet id, other amount</button>
<button class="scenario" data-action="rollback">Roll back last bet</button>
<button class="scenario" data-action="early-rollback">Rollback before its bet</button>
<button class="scenario" data-action="timeout">Bet that times out, then retry</button>
</div>
<div id="log" aria-live="polite"></div>
<script>
const session = ${JSON.stringify(session)};
const log = document.getElementById('log');
async function act(action) {
  const stake = Number(document.getElementById('stake').value || '0');
  const chosen = document.getElementById('multiplier').value;
  const multiplier = chosen === '' ? undefined : Number(chosen);
  const response = await fetch('/play/action', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session, action, stake, multiplier }) });
  const result = await response.json();
  if (typeof result.balance === 'number') document.getElementById('balance').textContent = result.balance.toFixed(2) + ' ' + (result.currency || '');
  log.textContent = result.lines.join('\\n') + '\\n' + log.textContent;
}
document.querySelectorAll('button[data-action]').forEach((button) => button.addEventListener('click', () => act(button.dataset.action)));
act('balance');
</script>
</body></html>`;
}
