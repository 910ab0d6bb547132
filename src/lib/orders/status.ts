/**
 * Order statuses and the moves an administrator may make between them. Pure, shared by the All Orders screen
 * (which offers only legal moves) and the API (which refuses the rest).
 */
export const ORDER_STATUSES = ['Pending', 'Paid', 'Shipped', 'Delivered', 'Cancelled', 'Refunded'] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];

const LEGAL_MOVES: Record<OrderStatusName, readonly OrderStatusName[]> = {
  Pending: ['Paid', 'Cancelled'],
  Paid: ['Shipped', 'Cancelled', 'Refunded'],
  Shipped: ['Delivered', 'Refunded'],
  Delivered: ['Refunded'],
  Cancelled: [],
  Refunded: [],
};

export function isOrderStatus(value: unknown): value is OrderStatusName {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an order in `from` may move to, in display order. */
export function nextStatuses(from: OrderStatusName): readonly OrderStatusName[] {
  return LEGAL_MOVES[from] ?? [];
}

export function canMoveOrder(from: OrderStatusName, to: OrderStatusName): boolean {
  return nextStatuses(from).includes(to);
}

/** Why a move is refused, in words for the administrator; null when it is legal. */
export function orderMoveProblem(from: OrderStatusName, to: OrderStatusName): string | null {
  if (from === to) return `The order is already ${to}.`;
  if (canMoveOrder(from, to)) return null;
  const allowed = nextStatuses(from);
  return allowed.length
    ? `A ${from} order cannot become ${to}; it can become ${allowed.join(' or ')}.`
    : `A ${from} order cannot change any more.`;
}

/**
 * Whether the move puts the order's stock back on the shelf. The goods never left the shop when an order is
 * cancelled or refunded before shipping; after shipping the stock is the shop's to count by hand.
 */
export function moveReturnsStock(from: OrderStatusName, to: OrderStatusName): boolean {
  return to === 'Cancelled' || (to === 'Refunded' && (from === 'Pending' || from === 'Paid'));
}

/** Whether the customer is e-mailed about the move: paid, shipped, cancelled and refunded orders are; delivered ones were received. */
export function moveNotifiesCustomer(to: OrderStatusName): boolean {
  return to === 'Paid' || to === 'Shipped' || to === 'Cancelled' || to === 'Refunded';
}

/** Item quantities and prices may be corrected only while the order has not left the shop. */
export function itemsEditable(status: OrderStatusName): boolean {
  return status === 'Pending' || status === 'Paid';
}

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

/** Badge colours: Paid green, Pending yellow, Overdue (Pending past its payment window) red, anything else grey. */
export function statusTone(status: string, overdue = false): BadgeTone {
  if (status === 'Pending') return overdue ? 'danger' : 'warning';
  if (status === 'Paid') return 'success';
  return 'neutral';
}
