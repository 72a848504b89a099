import { describe, expect, it } from 'vitest';
import { digest, hashSeed, hmacSha256, randoms } from './fair.ts';
import { outcomeOf } from './outcomes.ts';

const serverSeed = 'f'.repeat(64);
const round = (game: 'derby' | 'lotto' | 'baccarat' | 'football', number: number) =>
  outcomeOf(game, { serverSeed, clientSeed: `${game}-${number}`, nonce: 0 })?.outcome;
const hex = (text: string) => Buffer.from(text, 'hex');

/** RFC 4231 §4: the published HMAC-SHA256 test cases (case 5 compares the first 128 bits only). */
const rfc4231 = [
  { key: hex('0b'.repeat(20)), data: Buffer.from('Hi There'), mac: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7' },
  { key: Buffer.from('Jefe'), data: Buffer.from('what do ya want for nothing?'), mac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843' },
  { key: hex('aa'.repeat(20)), data: hex('dd'.repeat(50)), mac: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe' },
  {
    key: hex('0102030405060708090a0b0c0d0e0f10111213141516171819'),
    data: hex('cd'.repeat(50)),
    mac: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
  },
  { key: hex('0c'.repeat(20)), data: Buffer.from('Test With Truncation'), mac: 'a3b6167473100ee06e0c796c2955552b' },
  {
    key: hex('aa'.repeat(131)),
    data: Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First'),
    mac: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
  },
  {
    key: hex('aa'.repeat(131)),
    data: Buffer.from(
      'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
    ),
    mac: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
  },
];

describe('provably fair randomness', () => {
  it('computes HMAC-SHA256 as RFC 4231 publishes it', () => {
    for (const vector of rfc4231) expect(hmacSha256(vector.key, vector.data).toString('hex').slice(0, vector.mac.length)).toBe(vector.mac);
  });

  it('keys the digest with the server seed text and signs "clientSeed:nonce:round"', () => {
    // printf 'abc:7:0' | openssl dgst -sha256 -hmac ffff…ff (64 f), and likewise for round 1.
    expect(digest({ serverSeed, clientSeed: 'abc', nonce: 7 }, 0).toString('hex')).toBe('c484dbba360e30f46a2f7a1340001fb69c8645b2756a039ddaf6b6d06f0a2d8a');
    expect(digest({ serverSeed, clientSeed: 'abc', nonce: 7 }, 1).toString('hex')).toBe('ab653b9365c3e3eb252f16279b578c40d40ee27beac8cb8fc5b8145b27013e0e');
    // printf ffff…ff | sha256sum: the hash shown before play.
    expect(hashSeed(serverSeed)).toBe('df0790f236013511e91fa4532fb7761f62320a51a3868dabf4a13fe5f53e3263');
  });

  it('reads eight big-endian uint32 / 2^32 per digest, then takes the next round', () => {
    const stream = randoms({ serverSeed, clientSeed: 'abc', nonce: 7 });
    const taken = Array.from({ length: 9 }, () => stream.next());
    expect(taken[0]).toBe(0xc484dbba / 2 ** 32);
    expect(taken[1]).toBe(0x360e30f4 / 2 ** 32);
    expect(taken[7]).toBe(0x6f0a2d8a / 2 ** 32);
    expect(taken[8]).toBe(0xab653b93 / 2 ** 32);
    expect(stream.digests()).toEqual([
      'c484dbba360e30f46a2f7a1340001fb69c8645b2756a039ddaf6b6d06f0a2d8a',
      'ab653b9365c3e3eb252f16279b578c40d40ee27beac8cb8fc5b8145b27013e0e',
    ]);
  });

  it('rolls 96.62 for server seed ff…ff, client seed abc, nonce 0', () => {
    // HMAC = f75bda8d…; 0xf75bda8d = 4,149,992,077; × 10,000 / 2^32 = 9,662.45 → roll 96.62.
    const played = outcomeOf('dice', { serverSeed, clientSeed: 'abc', nonce: 0 });
    expect(played).toEqual({ outcome: { game: 'dice', roll: 96.62 }, digests: ['f75bda8dd67f036b62b0683bee3a3084cc1967f57d87f31ef5eead0e1b0af2ea'] });
  });

  it('gives the same outcome to anyone holding the seeds, and another for another nonce', () => {
    const played = outcomeOf('slot', { serverSeed, clientSeed: 'abc', nonce: 0 });
    expect(outcomeOf('slot', { serverSeed, clientSeed: 'abc', nonce: 0 })).toEqual(played);
    expect(outcomeOf('slot', { serverSeed, clientSeed: 'abc', nonce: 1 })?.outcome).not.toEqual(played?.outcome);
    expect(played?.outcome).toMatchObject({ game: 'slot', multiplier: 1.35 });
  });

  it('refuses a scheduled check whose client seed is not a round of that game', () => {
    expect(outcomeOf('derby', { serverSeed, clientSeed: 'lotto-1000', nonce: 0 })).toBeNull();
    expect(outcomeOf('derby', { serverSeed, clientSeed: 'whatever', nonce: 0 })).toBeNull();
  });
});

describe('scheduled rounds from fixed seeds', () => {
  it('fights derby rounds 1000-1002 to meron, meron, draw', () => {
    expect([1000, 1001, 1002].map((number) => round('derby', number))).toEqual([
      { game: 'derby', winner: 'meron' },
      { game: 'derby', winner: 'meron' },
      { game: 'derby', winner: 'draw' },
    ]);
  });

  it('opens five different lottery numbers per draw', () => {
    expect(round('lotto', 1000)).toEqual({ game: 'lotto', numbers: [61, 75, 91, 6, 39] });
    expect(round('lotto', 1001)).toEqual({ game: 'lotto', numbers: [24, 13, 23, 68, 12] });
  });

  it('deals baccarat rounds 1000 and 1002 with the third-card rules', () => {
    expect(round('baccarat', 1000)).toEqual({
      game: 'baccarat',
      player: ['JS', 'AS', '2S'],
      banker: ['3H', 'QH', '9H'],
      playerTotal: 3,
      bankerTotal: 2,
      winner: 'player',
    });
    expect(round('baccarat', 1002)).toEqual({ game: 'baccarat', player: ['AS', '8H'], banker: ['8C', '2D'], playerTotal: 9, bankerTotal: 0, winner: 'player' });
  });

  it('plays football matches 1000-1002 from the match seed', () => {
    expect(round('football', 1000)).toEqual({ game: 'football', homeGoals: 1, awayGoals: 0, goals: [{ side: 'home', minute: 85 }], winner: '1' });
    expect(round('football', 1002)).toMatchObject({ homeGoals: 1, awayGoals: 1, winner: 'X' });
  });
});
