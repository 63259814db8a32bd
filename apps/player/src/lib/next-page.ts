/**
 * How every list that grows by pages asks for its next page (shops, exhibition, journal): never by cancelling a read
 * of the pages already shown that is under way. Such a read follows every claim, purchase or hunt; cancelled, it left
 * the old pages on screen (a claimed collection kept its Claim button until a reload). The next page comes once that
 * read has landed.
 */
export const NEXT_PAGE = { cancelRefetch: false } as const;
