import { MAIL_BOX_LIMIT, MAIL_MESSAGES, MailDto, ROLE } from '@grimhunt/contracts';
import { amountOf, auditLedger, grantItem, itemIdByName, newPlayer, Player, startTestApp, stateOf, TestApp } from '@grimhunt/api-testing';

/**
 * Per mail with an attachment, its ledger lines (reference = mail id) net to -amount while the mail holds the items
 * and to 0 once claimed or returned: nothing created or lost. Mails whose party's account was deleted lost that
 * party's ledger lines with the account (ON DELETE CASCADE), except returned mails, whose lines are the sender's.
 */
async function auditMailHoldings(t: TestApp): Promise<void> {
  const drift = await t.dataSource.query(`
    SELECT m.id, m.amount, m.claimed_at IS NOT NULL AS claimed, m.returned_at IS NOT NULL AS returned,
           coalesce(sum(l.delta), 0)::int AS net, count(l.id)::int AS lines
      FROM mail m
      LEFT JOIN ledger l ON l.reference = m.id::text AND l.kind = 'item' AND l.ref_id = m.item_id AND l.reason LIKE 'mail-%'
     WHERE m.item_id IS NOT NULL AND m.from_user_id IS NOT NULL AND (m.to_user_id IS NOT NULL OR m.returned_at IS NOT NULL)
     GROUP BY m.id
    HAVING coalesce(sum(l.delta), 0) <> CASE WHEN m.claimed_at IS NULL AND m.returned_at IS NULL THEN -m.amount ELSE 0 END
        OR count(l.id) <> CASE WHEN m.claimed_at IS NULL AND m.returned_at IS NULL THEN 1 ELSE 2 END`);
  expect(drift).toEqual([]);
}

describe('post service (demo content)', () => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestApp({ demoContent: true });
    admin = await t.http.login('admin', 'admin');
    for (const [key, name] of Object.entries({
      dust: 'Bone Dust',
      feather: 'Raven Feather',
      cheese: 'Grave Moss Cheese',
      cage: 'Rusty Iron Cage',
    })) {
      ids[key] = await itemIdByName(t, name);
    }
    // An equippable item that may travel by mail, for the "last equipped unit" rule.
    expect((await t.http.putJson(`/api/item/${ids.cheese}`, { transferable: true }, admin)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // game reads refresh the catalogue once a second
  });
  afterAll(() => t?.close());

  const send = (from: Player, body: unknown) => t.http.postJson('/api/mail', body, from.token);
  const claim = (who: Player, mailId: string) => t.http.postForm('/api/mail/claim', { mailId }, who.token);
  const markRead = (who: Player, mailId: string, status: string | boolean = true) =>
    t.http.postForm('/api/mail/updateReadStatus', { mailId, status }, who.token);
  const myMail = async (who: Player): Promise<{ inbox: MailDto[]; outbox: MailDto[] }> => {
    const res = await t.http.get('/api/mail/GetMyMail', who.token);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('sends a letter with items, which leave the sender at once and reach the recipient on claim', async () => {
    const alice = await newPlayer(t, 'alice');
    const bob = await newPlayer(t, 'bob');
    await grantItem(t, admin, alice.id, ids.dust, 5);

    const sent = await send(alice, {
      toUserId: bob.id,
      message: '  Here, for your next brew.  ',
      loot: { itemId: ids.dust, amountMin: 3 },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, message: MAIL_MESSAGES.sent });
    const mailId = sent.body.mail.id;
    expect(await amountOf(t, alice.id, ids.dust)).toBe(2);
    expect(await amountOf(t, bob.id, ids.dust)).toBe(0);

    const bobs = await myMail(bob);
    expect(bobs.outbox).toEqual([]);
    expect(bobs.inbox).toEqual([
      {
        id: mailId,
        fromUserId: alice.id,
        toUserId: bob.id,
        fromUsername: 'alice',
        toUsername: 'bob',
        message: 'Here, for your next brew.',
        timeStamp: expect.any(Number),
        read: false,
        claimed: false,
        returned: false,
        loot: { itemId: ids.dust, amountMin: 3 },
        attachmentItem: { name: 'Bone Dust', imageId: await imageOf(t, ids.dust), itemType: 'craftingmat' },
      },
    ]);
    expect((await myMail(alice)).outbox.map((m) => m.id)).toEqual([mailId]);
    expect((await myMail(alice)).inbox).toEqual([]);

    expect((await markRead(bob, mailId)).body).toEqual({ success: true, message: MAIL_MESSAGES.readUpdated });
    expect((await myMail(bob)).inbox[0].read).toBe(true);

    const claimed = await claim(bob, mailId);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ success: true, message: MAIL_MESSAGES.claimed, mail: { claimed: true } });
    expect(await amountOf(t, bob.id, ids.dust)).toBe(3);
    expect((await myMail(alice)).outbox[0]).toMatchObject({ claimed: true, read: true });

    const again = await claim(bob, mailId);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: MAIL_MESSAGES.alreadyClaimed });
    expect(await amountOf(t, bob.id, ids.dust)).toBe(3);

    const ledger = await t.dataSource.query(
      `SELECT user_id, reason, reference, delta::int, balance_after::int FROM ledger WHERE reason LIKE 'mail-%' AND reference = $1 ORDER BY id`,
      [mailId],
    );
    expect(ledger).toEqual([
      { user_id: alice.id, reason: 'mail-send', reference: mailId, delta: -3, balance_after: 2 },
      { user_id: bob.id, reason: 'mail-claim', reference: mailId, delta: 3, balance_after: 3 },
    ]);
    await auditLedger(t);
    await auditMailHoldings(t);
  });

  it('sends a plain letter (no loot) to a user name; nothing to claim', async () => {
    const carol = await newPlayer(t, 'carol');
    const dave = await newPlayer(t, 'Dave');
    const sent = await send(carol, { toUserId: 'dave', message: 'Hello there', loot: null });
    expect(sent.status).toBe(200);
    expect(sent.body.mail).toMatchObject({ toUserId: dave.id, toUsername: 'Dave', loot: null, attachmentItem: null });
    const noLoot = await claim(dave, sent.body.mail.id);
    expect(noLoot.status).toBe(400);
    expect(noLoot.body).toMatchObject({ success: false, message: MAIL_MESSAGES.noAttachment });
    // form-encoded sends work too (loot absent)
    const form = await t.http.postForm('/api/mail', { toUserId: carol.id, message: 'Hi back' }, dave.token);
    expect(form.status).toBe(200);
    expect((await myMail(carol)).inbox.map((m) => m.message)).toEqual(['Hi back']);
  });

  it('never hides a letter with items behind a flood of newer letters', async () => {
    const erin = await newPlayer(t, 'erin');
    const frank = await newPlayer(t, 'frank');
    await grantItem(t, admin, erin.id, ids.dust, 2);
    const held = await send(erin, { toUserId: frank.id, message: 'Old but precious', loot: { itemId: ids.dust, amountMin: 2 } });
    expect(held.status).toBe(200);
    // More plain letters than the inbox shows, all newer (written directly: the send limit would stop a real flood).
    await t.dataSource.query(
      `INSERT INTO mail (id, from_user_id, to_user_id, from_name, to_name, message, sent_at)
       SELECT gen_random_uuid(), $1, $2, 'erin', 'frank', 'spam ' || n, now() + n * interval '1 second' FROM generate_series(1, $3) n`,
      [erin.id, frank.id, MAIL_BOX_LIMIT + 5],
    );
    const inbox = (await myMail(frank)).inbox;
    expect(inbox.filter((m) => m.message.startsWith('spam'))).toHaveLength(MAIL_BOX_LIMIT);
    expect(inbox.at(-1)).toMatchObject({ id: held.body.mail.id, claimed: false });
    expect((await claim(frank, held.body.mail.id)).status).toBe(200);
    // Once claimed it is an old letter like the others and leaves the view.
    expect((await myMail(frank)).inbox.map((m) => m.id)).not.toContain(held.body.mail.id);
  });

  it('refuses bad sends with the reason and changes nothing', async () => {
    const sender = await newPlayer(t, 'sender');
    const friend = await newPlayer(t, 'friend');
    const banned = await newPlayer(t, 'outlaw', { role: ROLE.banned });
    await grantItem(t, admin, sender.id, ids.feather, 2);
    await grantItem(t, admin, sender.id, ids.cage, 1);
    await grantItem(t, admin, sender.id, ids.cheese, 1);
    expect((await t.http.get(`/api/game/equip/${ids.cheese}`, sender.token)).body.success).toBe(true);
    const before = { sender: await stateOf(t, sender.id), friend: await stateOf(t, friend.id), banned: await stateOf(t, banned.id) };
    const loot = (itemId: string, amountMin: unknown) => ({ itemId, amountMin });
    const cases: [number, unknown, string][] = [
      [400, { toUserId: '', message: 'hi', loot: null }, MAIL_MESSAGES.recipientRequired],
      [400, { message: 'hi', loot: null }, MAIL_MESSAGES.recipientRequired],
      [404, { toUserId: 'nobody-here', message: 'hi', loot: null }, MAIL_MESSAGES.recipientNotFound],
      [404, { toUserId: '00000000-0000-4000-8000-000000000000', message: 'hi', loot: null }, MAIL_MESSAGES.recipientNotFound],
      [400, { toUserId: banned.id, message: 'hi', loot: null }, MAIL_MESSAGES.recipientBanned],
      [400, { toUserId: 'outlaw', message: 'hi', loot: null }, MAIL_MESSAGES.recipientBanned],
      [400, { toUserId: sender.id, message: 'hi', loot: loot(ids.feather, 1) }, MAIL_MESSAGES.self],
      [400, { toUserId: 'SENDER', message: 'hi', loot: null }, MAIL_MESSAGES.self],
      [400, { toUserId: friend.id, message: '   ', loot: null }, MAIL_MESSAGES.messageRequired],
      [400, { toUserId: friend.id, loot: null }, MAIL_MESSAGES.messageRequired],
      [400, { toUserId: friend.id, message: 'x'.repeat(1001), loot: null }, MAIL_MESSAGES.messageTooLong],
      [400, { toUserId: friend.id, message: 'hi', loot: loot(ids.cage, 1) }, 'Rusty Iron Cage cannot be sent by mail'],
      [409, { toUserId: friend.id, message: 'hi', loot: loot(ids.feather, 3) }, 'Cannot send 3 items. You only have 2 available.'],
      [400, { toUserId: friend.id, message: 'hi', loot: loot(ids.feather, 0) }, MAIL_MESSAGES.amountTooSmall],
      [400, { toUserId: friend.id, message: 'hi', loot: loot(ids.feather, -1) }, MAIL_MESSAGES.amountTooSmall],
      [400, { toUserId: friend.id, message: 'hi', loot: loot(ids.feather, 1.5) }, MAIL_MESSAGES.amountWhole],
      [400, { toUserId: friend.id, message: 'hi', loot: loot(ids.feather, '1.5') }, MAIL_MESSAGES.amountWhole],
      [400, { toUserId: friend.id, message: 'hi', loot: loot(ids.feather, 'lots') }, MAIL_MESSAGES.amountWhole],
      [400, { toUserId: friend.id, message: 'hi', loot: loot(ids.feather, null) }, MAIL_MESSAGES.amountWhole],
      [400, { toUserId: friend.id, message: 'hi', loot: loot('00000000-0000-4000-8000-000000000000', 1) }, MAIL_MESSAGES.unknownItem],
      [400, { toUserId: friend.id, message: 'hi', loot: { amountMin: 1 } }, MAIL_MESSAGES.unknownItem],
      [409, { toUserId: friend.id, message: 'hi', loot: loot(ids.cheese, 1) }, 'Grave Moss Cheese is equipped: unequip it first'],
    ];
    for (const [status, body, message] of cases) {
      const res = await send(sender, body);
      expect({ body, status: res.status, success: res.body.success, message: res.body.message }).toEqual({
        body,
        status,
        success: false,
        message,
      });
    }
    expect({ sender: await stateOf(t, sender.id), friend: await stateOf(t, friend.id), banned: await stateOf(t, banned.id) }).toEqual(
      before,
    );
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM mail WHERE from_user_id = $1`, [sender.id]);
    expect(n).toBe(0);
    await auditLedger(t);
  });

  it('lets only the recipient claim or mark read', async () => {
    const from = await newPlayer(t, 'giver');
    const to = await newPlayer(t, 'taker');
    const stranger = await newPlayer(t, 'stranger');
    await grantItem(t, admin, from.id, ids.dust, 2);
    const mailId = (await send(from, { toUserId: to.id, message: 'for you', loot: { itemId: ids.dust, amountMin: 2 } })).body.mail.id;

    const bySender = await claim(from, mailId);
    expect(bySender.status).toBe(403);
    expect(bySender.body).toMatchObject({ success: false, message: MAIL_MESSAGES.onlyRecipientClaims });
    const byStranger = await claim(stranger, mailId);
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.message).toBe(MAIL_MESSAGES.mailNotFound);
    expect((await markRead(from, mailId)).status).toBe(403);
    expect((await markRead(stranger, mailId)).status).toBe(404);
    expect((await claim(to, 'not-a-mail')).status).toBe(404);
    expect((await t.http.get('/api/mail/GetMyMail')).status).toBe(401);
    expect((await t.http.postJson('/api/mail', { toUserId: to.id, message: 'anon' })).status).toBe(401);
    expect(await amountOf(t, from.id, ids.dust)).toBe(0);
    expect(await amountOf(t, to.id, ids.dust)).toBe(0);
    expect((await myMail(to)).inbox[0]).toMatchObject({ read: false, claimed: false });

    expect((await markRead(to, mailId, 'true')).status).toBe(200);
    expect((await myMail(to)).inbox[0].read).toBe(true);
    expect((await markRead(to, mailId, 'false')).status).toBe(200);
    expect((await myMail(to)).inbox[0].read).toBe(false);
    expect((await claim(to, mailId)).status).toBe(200);
    expect(await amountOf(t, to.id, ids.dust)).toBe(2);
  });

  it('delivers exactly once under 20 parallel claims', async () => {
    const from = await newPlayer(t, 'racer1');
    const to = await newPlayer(t, 'racer2');
    await grantItem(t, admin, from.id, ids.feather, 7);
    const mailId = (await send(from, { toUserId: to.name, message: 'catch', loot: { itemId: ids.feather, amountMin: 7 } })).body.mail.id;

    const results = await Promise.all(Array.from({ length: 20 }, () => claim(to, mailId)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await amountOf(t, to.id, ids.feather)).toBe(7);
    expect(await amountOf(t, from.id, ids.feather)).toBe(0);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ledger WHERE reason = 'mail-claim' AND reference = $1`, [
      mailId,
    ]);
    expect(n).toBe(1);
    await auditLedger(t);
    await auditMailHoldings(t);
  });

  it('sends in parallel without losing or creating items', async () => {
    const from = await newPlayer(t, 'spammer');
    const to = await newPlayer(t, 'inboxer');
    await grantItem(t, admin, from.id, ids.dust, 5);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(from, { toUserId: to.id, message: `#${i}`, loot: { itemId: ids.dust, amountMin: 1 } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await amountOf(t, from.id, ids.dust)).toBe(0);
    expect((await myMail(to)).inbox).toHaveLength(5);
    await auditLedger(t);
    await auditMailHoldings(t);
  });

  it('returns unclaimed items to the sender when the recipient account is deleted', async () => {
    const from = await newPlayer(t, 'uncle');
    const to = await newPlayer(t, 'nephew');
    await grantItem(t, admin, from.id, ids.dust, 4);
    await grantItem(t, admin, from.id, ids.feather, 1);
    const kept = (await send(from, { toUserId: to.id, message: 'claimed one', loot: { itemId: ids.dust, amountMin: 1 } })).body.mail.id;
    expect((await claim(to, kept)).status).toBe(200);
    const held = (await send(from, { toUserId: to.id, message: 'unclaimed', loot: { itemId: ids.dust, amountMin: 3 } })).body.mail.id;
    const held2 = (await send(from, { toUserId: to.id, message: 'unclaimed too', loot: { itemId: ids.feather, amountMin: 1 } })).body.mail
      .id;
    await send(from, { toUserId: to.id, message: 'just words', loot: null });
    // And the nephew's own letter to the uncle stays claimable after the nephew is gone.
    await grantItem(t, admin, to.id, ids.feather, 1);
    const fromNephew = (await send(to, { toUserId: from.id, message: 'a gift', loot: { itemId: ids.feather, amountMin: 1 } })).body.mail.id;
    expect(await amountOf(t, from.id, ids.dust)).toBe(0);

    expect((await t.http.delete(`/api/user/${to.id}`, admin)).status).toBe(200);

    expect(await amountOf(t, from.id, ids.dust)).toBe(3);
    expect(await amountOf(t, from.id, ids.feather)).toBe(1);
    const returns = await t.dataSource.query(
      `SELECT reference, delta::int FROM ledger WHERE user_id = $1 AND reason = 'mail-return' ORDER BY reference`,
      [from.id],
    );
    expect(returns).toEqual(
      [
        { reference: held, delta: 3 },
        { reference: held2, delta: 1 },
      ].sort((a, b) => a.reference.localeCompare(b.reference)),
    );
    const outbox = (await myMail(from)).outbox;
    expect(outbox).toHaveLength(4);
    expect(outbox.find((m) => m.id === held)).toMatchObject({ toUserId: null, toUsername: 'nephew', returned: true, claimed: false });
    expect(outbox.find((m) => m.id === kept)).toMatchObject({ toUserId: null, claimed: true, returned: false });
    const inbox = (await myMail(from)).inbox;
    expect(inbox.find((m) => m.id === fromNephew)).toMatchObject({ fromUserId: null, fromUsername: 'nephew' });
    expect((await claim(from, fromNephew)).status).toBe(200);
    expect(await amountOf(t, from.id, ids.feather)).toBe(2);
    await auditLedger(t);
    await auditMailHoldings(t);
  });
});

/** An item's picture id (the content pack's, or drawn at start for items without one). */
async function imageOf(t: TestApp, itemId: string): Promise<string | null> {
  return (await t.dataSource.query(`SELECT image_id FROM item WHERE id = $1`, [itemId]))[0]?.image_id ?? null;
}
