/** The help screen's words in both languages: a chunk loaded when the screen is opened. */
export const TEXT = {
  fr: {
    title: "Règles et aide",
    values: "Valeur des cartes",
    head: ["Carte", "À l'atout", "Hors atout"],
    cards: ["Valet", "Neuf", "As", "Dix", "Roi", "Dame", "Huit", "Sept"],
    modes: "Les modes",
    classic:
      "Belote classique : 32 cartes, quatre joueurs en deux équipes. On retourne une carte : au premier tour on peut prendre à sa couleur, au second à une autre. Le preneur doit faire plus de points que la défense, sinon il est dedans. Dix de der : 10 points au dernier pli. Belote et rebelote : roi et dame d'atout, 20 points.",
    coinche:
      "Coinche : chacun annonce un contrat (80 à 160, ou capot) dans une couleur ; l'adversaire peut coincher (×2), le preneur surcoincher. Le contrat est fait si le camp du preneur atteint sa valeur.",
    moderne: "Avec sans-atout et tout-atout : on peut aussi jouer sans atout, ou tout à l'atout.",
    keys: "Clavier",
    keyList: [
      "Flèches : choisir une carte dans la main ; Entrée : la jouer.",
      "Tab : passer de la main aux enchères.",
      "Retour du navigateur : écran précédent.",
    ],
  },
  en: {
    title: "Rules and help",
    values: "Card values",
    head: ["Card", "Trump", "Not trump"],
    cards: ["Jack", "Nine", "Ace", "Ten", "King", "Queen", "Eight", "Seven"],
    modes: "The modes",
    classic:
      "Classic belote: 32 cards, four players in two teams. A card is turned up: in the first round one may take in its suit, in the second in another. The taker's side must score more than the defence, or it goes down (dedans). Dix de der: 10 points for the last trick. Belote and rebelote: king and queen of trumps, 20 points.",
    coinche:
      "Coinche: each player bids a contract (80 to 160, or capot) in a suit; an opponent may coinche (×2), the taker surcoinche. The contract is made when the taker's side reaches its value.",
    moderne: "With no trumps and all trumps: a deal may also be played without trumps, or with every suit trump.",
    keys: "Keyboard",
    keyList: ["Arrows: choose a card in the hand; Enter: play it.", "Tab: go from the hand to the bids.", "The browser's Back: the previous screen."],
  },
};
export const TRUMP = [20, 14, 11, 10, 4, 3, 0, 0];
export const PLAIN = [2, 0, 11, 10, 4, 3, 0, 0];
