/** The route table of the player app. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  imprint: { path: '/imprint', getHref: () => '/imprint' },
  story: { path: '/story', getHref: () => '/story' },
  forgotPasswordRetrieve: {
    path: '/forgotPasswordRetrieve/:id',
    getHref: (id: string) => `/forgotPasswordRetrieve/${encodeURIComponent(id)}`,
  },
  activateAccount: {
    path: '/activateAccount/:id',
    getHref: (id: string) => `/activateAccount/${encodeURIComponent(id)}`,
  },
  shopCallback: { path: '/shopcallback/:pid', getHref: (pid: string) => `/shopcallback/${encodeURIComponent(pid)}` },
  /** The back office is a separate app: reached by a full page load. */
  admin: { path: '/admin', getHref: () => '/admin/' },
  game: {
    root: { path: '/game', getHref: () => '/game' },
    hunt: { path: '/hunt', getHref: () => '/hunt' },
    travel: { path: '/travel', getHref: () => '/travel' },
    profile: { path: '/profile', getHref: () => '/profile' },
    premiumShop: { path: '/premiumShop', getHref: () => '/premiumShop' },
    equipment: { path: '/equipment', getHref: () => '/equipment' },
    journal: { path: '/journal', getHref: () => '/journal' },
    inventory: { path: '/inventory', getHref: () => '/inventory' },
    grimoire: { path: '/grimoire', getHref: () => '/grimoire' },
    glossary: { path: '/glossary', getHref: () => '/glossary' },
    ladder: { path: '/ladder', getHref: () => '/ladder' },
    mirrorNights: { path: '/mirror-nights', getHref: () => '/mirror-nights' },
    office: { path: '/office', getHref: () => '/office' },
    bar: { path: '/bar', getHref: () => '/bar' },
    pet: { path: '/pet', getHref: () => '/pet' },
    laboratory: { path: '/laboratory', getHref: () => '/laboratory' },
    qsec: { path: '/qsec', getHref: () => '/qsec' },
    exhibition: { path: '/exhibition', getHref: () => '/exhibition' },
    postservice: { path: '/postservice', getHref: () => '/postservice' },
    friends: { path: '/friends', getHref: () => '/friends' },
    maps: { path: '/maps', getHref: () => '/maps' },
    covens: { path: '/covens', getHref: () => '/covens' },
    coven: { path: '/covens/:covenId', getHref: (covenId: string) => `/covens/${encodeURIComponent(covenId)}` },
    tournaments: { path: '/tournaments', getHref: () => '/tournaments' },
    tokenShop: { path: '/tournaments/shop', getHref: () => '/tournaments/shop' },
    tournament: {
      path: '/tournaments/:tournamentId',
      getHref: (tournamentId: string) => `/tournaments/${encodeURIComponent(tournamentId)}`,
    },
    market: { path: '/market', getHref: () => '/market' },
  },
} as const;

export type GameScreenKey = Exclude<keyof typeof paths.game, 'root'>;
