// What the online server lets through from a client, before a room reads a message: a cap on a
// message's bytes, a rate limit per client (a token bucket), the message kinds Colyseus's protocol
// has, and messages that decode. Each refusal is a sentence for the `refused` message; an honest
// client is never disconnected by these. (Messages bigger than the WebSocket's own limit,
// kMaxFrameBytes, are closed by the transport before they reach a room.)
import { unpack } from '@colyseus/msgpackr';
import { Protocol } from '@colyseus/core';
import { decode } from '@colyseus/schema';

export const kMaxMessageBytes = 512;    // a room's messages are far smaller (an action: ~20 bytes)
export const kMaxFrameBytes = 4096;     // the WebSocket's limit: bigger frames close the socket
export const kMessagesPerSecond = 10;   // sustained, per client
export const kMessageBurst = 20;        // at once, per client

// The limits a server runs with: the constants, or RB_ONLINE_RATE="perSecond,burst" (tests whose
// bots play faster than a person can).
export function messageRateLimits() {
  const [perSecond, burst] = String(process.env.RB_ONLINE_RATE || '').split(',').map(Number);
  if (perSecond > 0 && burst >= 1) return { perSecond, burst };
  return { perSecond: kMessagesPerSecond, burst: kMessageBurst };
}

// A client's token bucket: `take()` is false while it sends faster than the limit.
export class MessageRate {
  constructor({ perSecond, burst } = messageRateLimits(), now = () => performance.now()) {
    this.perSecond = perSecond;
    this.burst = burst;
    this.now = now;
    this.tokens = burst;
    this.at = now();
    this.lastRefusalAt = -Infinity;
  }
  take() {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.at) / 1000) * this.perSecond);
    this.at = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
  // Whether a refusal of a dropped message should be sent (one a second at most: a flood gets no
  // flood of refusals back).
  shouldTell() {
    const t = this.now();
    if (t - this.lastRefusalAt < 1000) return false;
    this.lastRefusalAt = t;
    return true;
  }
}

// Checks a raw message from a client: null when it may go on to the room, else
// {reason, tell} (tell: false when the refusal itself should not be sent).
export function checkRawMessage(buffer, rate) {
  const code = buffer?.[0];
  // The protocol's own steps (the join's acknowledgement, a consented leave) once per connection:
  // never dropped.
  if (buffer?.length === 1 && (code === Protocol.JOIN_ROOM || code === Protocol.LEAVE_ROOM)) {
    return null;
  }
  if (!rate.take()) {
    return {
      reason: `too many messages: at most ${rate.perSecond} a second ` +
        `(${rate.burst} at once); this one was dropped and nothing changed`,
      tell: rate.shouldTell(),
    };
  }
  if (!buffer || buffer.length === 0) return { reason: 'an empty message', tell: true };
  if (buffer.length > kMaxMessageBytes) {
    return {
      reason: `the message is too long (${buffer.length} bytes; at most ${kMaxMessageBytes})`,
      tell: true,
    };
  }
  if (code !== Protocol.ROOM_DATA) {
    return { reason: `a message of an unknown kind (${code})`, tell: true };
  }
  try {
    const it = { offset: 1 };
    const type = decode.stringCheck(buffer, it) ? decode.string(buffer, it) : decode.number(buffer, it);
    if (typeof type !== 'string' || type.length === 0 || type.length > 16) {
      return { reason: 'a message without a type name', tell: true };
    }
    if (buffer.length > it.offset) unpack(buffer.subarray(it.offset));
    return null;
  } catch {
    return { reason: 'a malformed message (it does not decode)', tell: true };
  }
}
