import { createHash, createHmac } from 'node:crypto';
import { fc, test } from '../../../testing/property-test';
import { expect } from 'vitest';
import { hmacSha256, sha256 } from './hmac-sha256';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

test.prop([fc.uint8Array({ maxLength: 300 })])('sha256 agrees with node:crypto', (message) => {
  expect(hex(sha256(message))).toBe(createHash('sha256').update(message).digest('hex'));
});

test.prop([fc.uint8Array({ maxLength: 130 }), fc.uint8Array({ maxLength: 200 })])('hmacSha256 agrees with node:crypto', (key, message) => {
  expect(hex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
});
