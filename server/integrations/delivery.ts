/**
 * What a channel's sender answers: the provider took the message (its id), or why not. A
 * `transient` refusal is tried again later (`retryAfterMs` when the provider said how long to
 * wait); a permanent one ends the message.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface OutgoingMessage {
  /** The outbox key: the e-mail's Message-ID, the SMS's reference; the same key is the same message. */
  key: string;
  to: string;
  subject?: string | null;
  text: string;
  /** A Freshdesk write's operation (JSON); messages have none. */
  payload?: string | null;
  /** When it was first claimed: where a provider's log is searched for an earlier attempt. */
  firstTriedAt?: Date;
}

export interface Sender {
  send(message: OutgoingMessage): Promise<{ providerId: string }>;
  /**
   * Whether an earlier attempt that died mid-send reached the provider (the outbox asks before it
   * sends a message again whose previous claim expired). Undefined: the provider cannot tell.
   */
  findEarlier?(message: OutgoingMessage): Promise<{ providerId: string } | undefined>;
  close?(): Promise<void>;
}
