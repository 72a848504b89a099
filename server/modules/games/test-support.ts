import type { FastifyInstance } from 'fastify';
import { successSchema } from '../../../src/contract/envelope.ts';
import { gameLaunchValueSchema, gamePaths, type GameLaunchValue } from '../../../src/contract/games.ts';
import type { Game } from '../../../src/content/schemas.ts';

/** Launches `game` as the member behind `headers` and hands back the answer and the session token in its URL. */
export async function launchFor(
  app: FastifyInstance,
  headers: Record<string, string>,
  game: Game,
  extra: Record<string, unknown> = {},
): Promise<GameLaunchValue & { token: string }> {
  const response = await app.inject({ method: 'POST', url: gamePaths.launch, headers, payload: { gameId: game.code, nodeId: game.id, ...extra } });
  if (response.statusCode !== 200) throw new Error(`launch answered ${response.statusCode}: ${response.body}`);
  const value = successSchema(gameLaunchValueSchema).parse(response.json()).value;
  const url = new URL(value.game_url, 'http://origin.invalid');
  // HOUSE hands its token in the fragment, an outside vendor's launch in the query.
  const token = new URLSearchParams(url.hash.slice(1)).get('session') ?? url.searchParams.get('token');
  if (!token) throw new Error(`no session token in ${value.game_url}`);
  return { ...value, token };
}
