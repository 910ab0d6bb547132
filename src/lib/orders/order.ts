/** An order as the API answers it (SPEC §3, plus totals and copies of each line). Money in dollars, weight in grams. */

export type OrderStatus = 'Pending' | 'Paid' | 'Shipped' | 'Delivered' | 'Cancelled' | 'Refunded';
/** What a badge shows: Overdue is a Pending order past its payment window, not a stored status. */
export type DisplayStatus = OrderStatus | 'Overdue';

export interface OrderAddress {
  fullName: string;
  street: string;
  city: string;
  state?: string;
  zipCode: string;
  country: string;
  phone: string;
}

/** A copy of the product as it was sold: later catalog edits do not change an invoice. */
export interface OrderLine {
  productId: number;
  size: string;
  name: string;
  imageUrl: string | null;
  material: string | null;
  color: string | null;
  category: string | null;
  unitPrice: number;
  weight: number;
  quantity: number;
  lineTotal: number;
}

export interface OrderStatusChange {
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
  at: string;
}

/** Money sent (or being sent) back to the buyer through the payment provider. */
export interface OrderRefund {
  /** The provider's refund id; while the provider has not answered yet, the request id the refund is asked with. */
  id: string;
  amount: number;
  /** REQUESTED: asked, no answer yet · PENDING: accepted, the money is on its way · COMPLETED: sent back. */
  status: 'REQUESTED' | 'PENDING' | 'COMPLETED';
  createdAt: string;
}

export interface Order {
  orderId: string;
  status: OrderStatus;
  displayStatus: DisplayStatus;
  dateCreated: string;
  userId: number | null;
  shippingAddress: OrderAddress;
  orderItems: OrderLine[];
  /** Units over all lines. */
  itemCount: number;
  subtotal: number;
  shipping: number;
  total: number;
  currency: string;
  weight: number;
  paymentProvider: 'paypal' | 'test';
  /** The PayPal order the browser's buttons approve; a TEST-… id in test-payment mode. */
  paypalOrderId: string | null;
  /** Unpaid orders release their stock at this time. */
  paymentDueAt: string | null;
  paidAt: string | null;
  payerGivenName: string | null;
  /** The provider's capture id once paid (PayPal's, or TESTCAPTURE-… in test mode); null when nothing was captured. */
  captureId: string | null;
  /** Money sent back through the provider, oldest first. */
  refunds: OrderRefund[];
  /** Dollars that can still be refunded through the provider: the capture less the refunds; 0 without a capture. */
  refundable: number;
  statusHistory: OrderStatusChange[];
}

/** SPEC §4: Pending past its payment window shows as Overdue. */
export function isOverdue(order: { status: string; paymentDueAt: string | Date | null }, now: Date): boolean {
  if (order.status !== 'Pending' || !order.paymentDueAt) return false;
  return new Date(order.paymentDueAt).getTime() <= now.getTime();
}

export function displayStatusOf(order: { status: string; paymentDueAt: string | Date | null }, now: Date): DisplayStatus {
  return isOverdue(order, now) ? 'Overdue' : (order.status as OrderStatus);
}
