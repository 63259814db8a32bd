/** `POST /api/payment/` (packageId, additionalInfo; a gift when additionalInfo is `buyForUserName_{name}`). */
export class CreatePaymentCommand {
  constructor(
    readonly userId: string,
    readonly packageId: string,
    readonly additionalInfo: string,
  ) {}
}
