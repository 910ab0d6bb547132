import crypto from 'node:crypto';

/** 144 random bits, base64url (24 characters): the invoice opens without a login, so the id must be unguessable. */
export function newOrderId(): string {
  return crypto.randomBytes(18).toString('base64url');
}

export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
