/** French and English strings. The browser's language picks one; the player may switch. */

export type Lang = "fr" | "en";

const fr = {
  title: "Belote",
  language: "English",
  languageName: "Switch to English",
  name: "Votre nom",
  saveName: "Changer de nom",
  newGame: "Nouvelle partie contre trois robots",
  friendsTable: "Créer une table entre amis",
  seatChoice: (seat: string) => `Place ${seat}`,
  friend: "un ami (invité)",
  robot: "un robot",
  invite: "Lien d'invitation",
  inviteHelp: "Envoyez ce lien : chaque personne qui l'ouvre prend une place libre. La partie commence quand les quatre places sont prises.",
  copy: "Copier le lien",
  copied: "Lien copié",
  fillWithBots: "Compléter avec des robots",
  free: "place libre",
  bot: "robot",
  player: "joueur",
  tableFull: "Cette table est complète.",
  challenge: "Défi du jour",
  challengeOf: (day: string) => `Défi du ${day}`,
  challengeInfo: (n: number, target: number) =>
    `Les mêmes donnes pour tout le monde, contre trois robots, partie en ${target}. ${n} joueur(s) l'ont commencé.`,
  playChallenge: "Jouer le défi du jour",
  leaderboard: "Classement",
  day: "Jour",
  position: "Rang",
  playerName: "Joueur",
  rankingScore: "Score de classement",
  noResults: "Aucun résultat pour ce jour.",
  backToTable: "Retour à la table",
  resume: "Reprendre la partie",
  welcome: "Vous êtes Sud ; Nord, votre partenaire, et vos adversaires Est et Ouest sont des robots.",
  hand: "Votre main",
  cardsLeft: (n: number) => (n > 1 ? `${n} cartes` : `${n} carte`),
  table: "Table",
  trick: "Pli en cours",
  previousTrick: "Pli précédent",
  noTrick: "aucun",
  retourne: "Retourne",
  trump: "Atout",
  taker: "Preneur",
  bids: "Enchères",
  bidPanel: "À vous d'enchérir",
  take: "Prendre",
  takeSuit: (suit: string) => `Prendre à ${suit}`,
  pass: "Passer",
  passed: "passe",
  took: (suit: string) => `prend ${suit}`,
  score: "Score",
  us: "Nous (Sud–Nord)",
  them: "Eux (Est–Ouest)",
  reserve: "Réserve",
  target: (n: number) => `Partie en ${n}`,
  yourTurn: "À vous de jouer",
  waitingFor: (seat: string) => `À ${seat} de jouer`,
  notPlayable: (card: string) => `${card} ne peut pas être jouée ici`,
  belote: (seat: string) => `Belote et rebelote : ${seat}`,
  announcements: "Annonces",
  deals: "Donnes",
  dealSummary: (n: number, taker: string, suit: string, outcome: string, a: number, b: number) =>
    `Donne ${n} : ${taker} prend ${suit}, ${outcome} (${a} à ${b})`,
  thrownIn: (n: number) => `Donne ${n} : personne ne prend, on redistribue`,
  totals: (a: number, b: number) => `total ${a}–${b}`,
  outcomes: {
    made: "faite",
    dedans: "dedans",
    litige: "litige",
    capot: "capot",
    capot_defence: "capot de la défense",
    thrown_in: "redistribuée",
  } as Record<string, string>,
  gameOver: "Partie terminée",
  won: "Vous avez gagné !",
  lost: "Vous avez perdu.",
  finalScore: (a: number, b: number) => `Score final : ${a} à ${b}`,
  ranking: (a: number, b: number) => `Score de classement : ${a} à ${b}`,
  online: "connecté",
  offline: "connexion perdue, reconnexion…",
  error: "Erreur",
  seats: ["Sud", "Est", "Nord", "Ouest"],
  card: (rank: string, suit: string) => `${rank} de ${suit}`,
  ranks: { "7": "sept", "8": "huit", "9": "neuf", T: "dix", J: "valet", Q: "dame", K: "roi", A: "as" } as Record<string, string>,
  rankShort: { "7": "7", "8": "8", "9": "9", T: "10", J: "V", Q: "D", K: "R", A: "A" } as Record<string, string>,
  suits: { S: "pique", H: "cœur", D: "carreau", C: "trèfle" } as Record<string, string>,
  announcementNames: { tierce: "tierce", cinquante: "cinquante", cent: "cent", carre: "carré" } as Record<string, string>,
  playedBy: (seat: string, card: string) => `${seat} : ${card}`,
  wonBy: (seat: string) => `remporté par ${seat}`,
};

type Strings = typeof fr;

const en: Strings = {
  title: "Belote",
  language: "Français",
  languageName: "Passer en français",
  name: "Your name",
  saveName: "Change name",
  newGame: "New game against three bots",
  friendsTable: "Create a table for friends",
  seatChoice: (seat: string) => `${seat} seat`,
  friend: "a friend (invited)",
  robot: "a bot",
  invite: "Invitation link",
  inviteHelp: "Send this link: whoever opens it takes a free seat. The game starts when all four seats are taken.",
  copy: "Copy the link",
  copied: "Link copied",
  fillWithBots: "Fill the free seats with bots",
  free: "free seat",
  bot: "bot",
  player: "player",
  tableFull: "This table is full.",
  challenge: "Daily challenge",
  challengeOf: (day: string) => `Challenge of ${day}`,
  challengeInfo: (n: number, target: number) =>
    `The same deals for everyone, against three bots, game to ${target}. ${n} player(s) started it.`,
  playChallenge: "Play today's challenge",
  leaderboard: "Leaderboard",
  day: "Day",
  position: "Rank",
  playerName: "Player",
  rankingScore: "Ranking score",
  noResults: "No results for this day.",
  backToTable: "Back to the table",
  resume: "Resume the game",
  welcome: "You are South; North, your partner, and your opponents East and West are bots.",
  hand: "Your hand",
  cardsLeft: (n: number) => (n === 1 ? "1 card" : `${n} cards`),
  table: "Table",
  trick: "Current trick",
  previousTrick: "Previous trick",
  noTrick: "none",
  retourne: "Turned card",
  trump: "Trump",
  taker: "Taker",
  bids: "Bids",
  bidPanel: "Your bid",
  take: "Take",
  takeSuit: (suit: string) => `Take in ${suit}`,
  pass: "Pass",
  passed: "pass",
  took: (suit: string) => `takes ${suit}`,
  score: "Score",
  us: "Us (South–North)",
  them: "Them (East–West)",
  reserve: "Reserve",
  target: (n: number) => `Game to ${n}`,
  yourTurn: "Your turn",
  waitingFor: (seat: string) => `${seat} to play`,
  notPlayable: (card: string) => `${card} cannot be played now`,
  belote: (seat: string) => `Belote and rebelote: ${seat}`,
  announcements: "Announcements",
  deals: "Deals",
  dealSummary: (n: number, taker: string, suit: string, outcome: string, a: number, b: number) =>
    `Deal ${n}: ${taker} takes ${suit}, ${outcome} (${a} to ${b})`,
  thrownIn: (n: number) => `Deal ${n}: nobody took, redealt`,
  totals: (a: number, b: number) => `total ${a}–${b}`,
  outcomes: {
    made: "made",
    dedans: "went down (dedans)",
    litige: "tie (litige)",
    capot: "capot",
    capot_defence: "capot by the defence",
    thrown_in: "thrown in",
  },
  gameOver: "Game over",
  won: "You won!",
  lost: "You lost.",
  finalScore: (a: number, b: number) => `Final score: ${a} to ${b}`,
  ranking: (a: number, b: number) => `Ranking score: ${a} to ${b}`,
  online: "connected",
  offline: "connection lost, reconnecting…",
  error: "Error",
  seats: ["South", "East", "North", "West"],
  card: (rank: string, suit: string) => `${rank} of ${suit}`,
  ranks: { "7": "seven", "8": "eight", "9": "nine", T: "ten", J: "jack", Q: "queen", K: "king", A: "ace" },
  rankShort: { "7": "7", "8": "8", "9": "9", T: "10", J: "J", Q: "Q", K: "K", A: "A" },
  suits: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
  announcementNames: { tierce: "tierce", cinquante: "fifty", cent: "hundred", carre: "four of a kind" },
  playedBy: (seat: string, card: string) => `${seat}: ${card}`,
  wonBy: (seat: string) => `won by ${seat}`,
};

const STORAGE_KEY = "belote.lang";

function initial(): Lang {
  const saved = localStorage.getItem(STORAGE_KEY);
  if (saved === "fr" || saved === "en") return saved;
  return navigator.language.toLowerCase().startsWith("fr") ? "fr" : "en";
}

let current: Lang = initial();

export function lang(): Lang {
  return current;
}

export function setLang(value: Lang): void {
  current = value;
  localStorage.setItem(STORAGE_KEY, value);
  document.documentElement.lang = value;
}

/** The strings of the current language. */
export function t(): Strings {
  return current === "fr" ? fr : en;
}
