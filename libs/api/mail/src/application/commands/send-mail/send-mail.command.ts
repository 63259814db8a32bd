/** `POST /api/mail`: the raw fields as sent; the rules read and check them. */
export class SendMailCommand {
  constructor(
    readonly senderId: string,
    readonly toUserId: unknown,
    readonly message: unknown,
    readonly loot: unknown,
  ) {}
}
