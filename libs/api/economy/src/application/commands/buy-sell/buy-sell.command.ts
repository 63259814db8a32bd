/** `POST /api/game/buysell`: amount > 0 buys or crafts, amount < 0 sells. */
export class BuySellCommand {
  constructor(
    readonly userId: string,
    readonly itemId: string,
    readonly amount: number,
    readonly premium: boolean,
  ) {}
}
