import { OrderStatusSchema } from './order.ts';
import { z } from '../zod.ts';
import { usd } from './units.ts';

/** The owner's dashboard: a month of sales in the shop's time zone, and what needs attention now. */

const day = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .meta({ format: 'date', example: '2026-11-27' });

export const SalesDaySchema = z
  .object({
    day: day(),
    orders: z.number().int().meta({ description: 'Orders paid that day' }),
    paid: usd('What the orders paid that day took'),
    refunded: usd('Refunds made that day, whenever their order was paid'),
    net: usd('paid − refunded'),
  })
  .meta({ id: 'SalesDay' });
export type SalesDay = z.infer<typeof SalesDaySchema>;

export const TopProductSchema = z
  .object({
    productId: z.number().int(),
    name: z.string().meta({ description: "In the request's language, English where no translation was written" }),
    units: z.number().int(),
    revenue: usd('Units × the price each was sold at, less the discount codes took off'),
  })
  .meta({ id: 'TopProduct' });
export type TopProduct = z.infer<typeof TopProductSchema>;

export const LowSizeSchema = z
  .object({
    productId: z.number().int(),
    name: z.string(),
    size: z.string(),
    quantity: z.number().int(),
  })
  .meta({ id: 'LowSize' });
export type LowSize = z.infer<typeof LowSizeSchema>;

export const DashboardSchema = z
  .object({
    timeZone: z.string().meta({ example: 'Asia/Jerusalem' }),
    days: z
      .array(SalesDaySchema)
      .meta({ description: 'The last 30 days, oldest first, today last; zeros on days without sales' }),
    totals: SalesDaySchema.omit({ day: true }),
    ordersByStatus: z.array(z.object({ status: OrderStatusSchema, count: z.number().int() })).meta({
      description: 'Every order ever placed, by its status now; every status is listed',
    }),
    topProducts: z.array(TopProductSchema).meta({
      description: 'Up to 10, by units of orders paid in the 30 days and not cancelled or refunded since',
    }),
    lowStock: z.object({
      threshold: z.number().int(),
      total: z.number().int().meta({ description: 'How many sizes are at or below the threshold' }),
      sizes: z.array(LowSizeSchema).meta({ description: 'The lowest first, at most 50' }),
    }),
    failedMails: z.number().int().meta({ description: 'Mails the shop gave up delivering' }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;
