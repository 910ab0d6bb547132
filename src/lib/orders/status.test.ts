import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  isOrderStatus,
  itemsEditable,
  moveNotifiesCustomer,
  moveReturnsStock,
  nextStatuses,
  ORDER_STATUSES,
  orderMoveProblem,
  statusTone,
  type OrderStatusName,
} from './status.ts';

describe('order status moves', () => {
  it.each<[OrderStatusName, OrderStatusName[]]>([
    ['Pending', ['Paid', 'Cancelled']],
    ['Paid', ['Shipped', 'Cancelled', 'Refunded']],
    ['Shipped', ['Delivered', 'Refunded']],
    ['Delivered', ['Refunded']],
    ['Cancelled', []],
    ['Refunded', []],
  ])('%s may become only %j', (from, allowed) => {
    expect(nextStatuses(from)).toEqual(allowed);
    for (const to of ORDER_STATUSES) expect(canMoveOrder(from, to)).toBe(allowed.includes(to));
  });

  it('never goes back', () => {
    expect(canMoveOrder('Delivered', 'Pending')).toBe(false);
    expect(canMoveOrder('Shipped', 'Paid')).toBe(false);
    expect(orderMoveProblem('Delivered', 'Pending')).toBe(
      'A Delivered order cannot become Pending; it can become Refunded.',
    );
    expect(orderMoveProblem('Cancelled', 'Paid')).toBe('A Cancelled order cannot change any more.');
    expect(orderMoveProblem('Paid', 'Paid')).toBe('The order is already Paid.');
    expect(orderMoveProblem('Paid', 'Shipped')).toBeNull();
  });

  it('returns stock only when the goods never left the shop', () => {
    expect(moveReturnsStock('Pending', 'Cancelled')).toBe(true);
    expect(moveReturnsStock('Paid', 'Cancelled')).toBe(true);
    expect(moveReturnsStock('Paid', 'Refunded')).toBe(true);
    expect(moveReturnsStock('Shipped', 'Refunded')).toBe(false);
    expect(moveReturnsStock('Delivered', 'Refunded')).toBe(false);
    expect(moveReturnsStock('Paid', 'Shipped')).toBe(false);
  });

  it('mails the customer when the order ships', () => {
    expect(moveNotifiesCustomer('Shipped')).toBe(true);
    expect(moveNotifiesCustomer('Paid')).toBe(true);
    expect(moveNotifiesCustomer('Cancelled')).toBe(true);
    expect(moveNotifiesCustomer('Refunded')).toBe(true);
    expect(moveNotifiesCustomer('Delivered')).toBe(false);
    expect(moveNotifiesCustomer('Pending')).toBe(false);
  });

  it('lets items be corrected only before shipping', () => {
    expect(ORDER_STATUSES.filter(itemsEditable)).toEqual(['Pending', 'Paid']);
  });

  it('knows its statuses and badge tones', () => {
    expect(isOrderStatus('Paid')).toBe(true);
    expect(isOrderStatus('paid')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
    expect(statusTone('Paid')).toBe('success');
    expect(statusTone('Pending')).toBe('warning');
    expect(statusTone('Pending', true)).toBe('danger');
    expect(statusTone('Shipped')).toBe('neutral');
  });
});
