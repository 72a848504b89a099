import { createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { minorFromUnits, unitsFromMinor } from './amounts.ts';
import { signatureHolds, signBody } from './signing.ts';
import { aggregatorKeys, operatorKeys, signatureVectors } from './test-keys.ts';

describe('Hub88 signatures against vectors made with the openssl CLI', () => {
  const body = Buffer.from(signatureVectors.body, 'utf8');

  it('signs a known body exactly as openssl dgst -sha256 -sign does', () => {
    expect(signBody(createPrivateKey(operatorKeys.privateKey), signatureVectors.body)).toBe(signatureVectors.byOperator);
    expect(signBody(createPrivateKey(aggregatorKeys.privateKey), body)).toBe(signatureVectors.byAggregator);
  });

  it('accepts the aggregator’s signature and nothing else', () => {
    const theirs = createPublicKey(aggregatorKeys.publicKey);
    expect(signatureHolds(theirs, body, signatureVectors.byAggregator)).toBe(true);
    // Our own key's signature, a body changed by one space, junk and a missing header all fail.
    expect(signatureHolds(theirs, body, signatureVectors.byOperator)).toBe(false);
    expect(signatureHolds(theirs, Buffer.from(signatureVectors.body.replace(',', ', ')), signatureVectors.byAggregator)).toBe(false);
    expect(signatureHolds(theirs, body, 'not base64 at all!')).toBe(false);
    expect(signatureHolds(theirs, body, undefined)).toBe(false);
  });
});

describe('Hub88 amounts', () => {
  it('converts 1/100000 units to centavos exactly and refuses fractions of a centavo', () => {
    expect(minorFromUnits(1_250_000)).toBe(1250n);
    expect(minorFromUnits(1000)).toBe(1n);
    expect(minorFromUnits(0)).toBe(0n);
    expect(minorFromUnits(1001)).toBeNull();
    expect(minorFromUnits(999)).toBeNull();
    expect(minorFromUnits(-1000)).toBeNull();
    expect(minorFromUnits(1.5)).toBeNull();
    expect(minorFromUnits(9_007_199_254_740_000)).toBe(9_007_199_254_740n);
    expect(unitsFromMinor(12_345n)).toBe(12_345_000);
  });
});
