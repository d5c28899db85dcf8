/**
 * Cards as the API spells them: rank then suit, ranks `7 8 9 T J Q K A`,
 * suits `S H D C` (`TS` is the ten of spades).
 */
import { t } from "./i18n.js";

export type Card = string;
export type Suit = "S" | "H" | "D" | "C";

/** A contract's suit: the four suits, and with `moderne` SA (sans-atout) and TA (tout-atout). */
export const SUIT_SYMBOL: Record<string, string> = { S: "♠", H: "♥", D: "♦", C: "♣", SA: "SA", TA: "TA" };
/** Alternating colours, so neighbouring suits in a hand are easy to tell apart. */
const SUIT_ORDER = ["S", "H", "C", "D"];
const PLAIN_ORDER = "AT KQJ987".replace(" ", "");
const TRUMP_ORDER = "J9ATKQ87";

export function suitOf(card: Card): Suit {
  return card[1] as Suit;
}

export function isRed(card: Card): boolean {
  return card[1] === "H" || card[1] === "D";
}

/**
 * The hand grouped by suit, strongest first within a suit: trump order for the
 * trump suit, and for every suit in tout-atout (TA); plain order in sans-atout (SA).
 */
export function sortHand(hand: readonly Card[], trump: string | null): Card[] {
  const key = (card: Card): number => {
    const order = card[1] === trump || trump === "TA" ? TRUMP_ORDER : PLAIN_ORDER;
    return SUIT_ORDER.indexOf(card[1]) * 10 + order.indexOf(card[0]);
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}

/** The card's accessible name: "valet de cœur", "jack of hearts". */
export function cardName(card: Card): string {
  const s = t();
  return s.card(s.ranks[card[0]], s.suits[card[1]]);
}

/** What is printed on the card face: "V♥", "J♥". */
export function cardFace(card: Card): string {
  return `${t().rankShort[card[0]]}${SUIT_SYMBOL[card[1]]}`;
}

/** "♥ cœur"; "sans-atout" and "tout-atout" need no symbol. */
export function suitName(suit: string): string {
  const name = t().suits[suit] ?? suit;
  return suit.length > 1 ? name : `${SUIT_SYMBOL[suit]} ${name}`;
}

/** Queens are feminine in French (la dame); the ace takes an elided article (l'as). */
const FEMININE = new Set(["Q"]);
const ELIDED = new Set(["A"]);

/** The card with its article: "le roi de cœur", "la dame de pique", "l'as de trèfle". */
export function theCard(card: Card): string {
  const s = t();
  return s.theCard(s.ranks[card[0]], s.suits[card[1]], FEMININE.has(card[0]), ELIDED.has(card[0]));
}

/** "Le roi de cœur ne peut pas être joué ici.", with the participle agreeing with the card. */
export function notPlayable(card: Card): string {
  return t().notPlayableCard(theCard(card), FEMININE.has(card[0]));
}
