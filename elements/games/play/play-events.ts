/** Detail of `nl-order-placed`: the orders of one purchase, as the server placed them. */
export interface OrderPlacedDetail {
  lotteryType: number;
  orderIds: string[];
  /** What the purchase cost, minor units. */
  amount: number;
}

// The play elements add their event to the shared typed map, so `emit()` type-checks it.
declare module '../../base/emit' {
  interface NlEventMap {
    /** A purchase was placed (101101): every order of it, and what it cost. */
    'nl-order-placed': OrderPlacedDetail;
  }
}
